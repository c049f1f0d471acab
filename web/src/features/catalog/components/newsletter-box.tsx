import { zodResolver } from "@hookform/resolvers/zod";
import { newsletterForm, TIMINGS } from "@shop/contract";
import { CircleCheck, Mail } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button, controlClasses } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { subscribeNewsletter } from "../api/subscribe-newsletter";

type NewsletterValues = z.infer<typeof newsletterForm>;

/**
 * Validates locally and thanks the visitor for 5 s (shop-spec.md section 2). Beyond the spec
 * (issue 12) it also sends the address, which the server keeps once its owner confirms it by mail.
 */
export function NewsletterBox() {
  const [thanked, setThanked] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({ resolver: zodResolver(newsletterForm), defaultValues: { email: "" } });

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), TIMINGS.newsletterThanksMs);
    return () => clearTimeout(timer);
  }, [thanked]);

  const submit = handleSubmit(async ({ email }) => {
    setFailed(null);
    try {
      await subscribeNewsletter(email);
      setThanked(true);
      reset();
    } catch (error) {
      setFailed(errorMessage(error, "We could not sign you up. Please try again."));
    }
  });

  return (
    <section className="overflow-hidden rounded-card bg-ink-900 px-6 py-10 text-white sm:px-12 sm:py-14">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-500 text-ink-950">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">Join our newsletter</h2>
        <p className="mt-2 text-ink-300">New arrivals, exclusive offers and stories from our makers. No spam, ever.</p>
        <form onSubmit={submit} noValidate className="mt-6 flex w-full max-w-md flex-col gap-3 sm:flex-row">
          <div className="flex-1 text-left">
            <label htmlFor={inputId} className="sr-only">
              Email address
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? errorId : undefined}
              className={cn(controlClasses, "h-12 text-base")}
              {...register("email")}
            />
            {errors.email && (
              <p id={errorId} className="mt-1.5 text-sm font-medium text-red-300">
                {errors.email.message}
              </p>
            )}
          </div>
          <Button type="submit" variant="accent" size="lg" loading={isSubmitting}>
            Subscribe
          </Button>
        </form>
        <div aria-live="polite" className="mt-3 min-h-6">
          {failed && <p className="text-sm font-medium text-red-300">{failed}</p>}
          {thanked && (
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-300">
              <CircleCheck aria-hidden="true" className="size-4" />
              Thank you for subscribing!
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
