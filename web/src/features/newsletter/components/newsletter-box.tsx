import { TIMINGS } from "@shop/contract";
import { CircleCheck, Mail } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, controlClasses } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { subscribeNewsletter } from "../api/subscribe-newsletter";

/** The contract's newsletterForm message for the email, or null when it is valid; zod loads on the first check. */
async function emailError(email: string): Promise<string | null> {
  const { newsletterForm } = await import("@shop/contract/schemas/auth");
  const parsed = newsletterForm.safeParse({ email });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * Validates locally and thanks the visitor for 5 s (docs/product/storefront.md §2). Beyond the spec
 * (docs/decisions/0015-newsletter.md) it also sends the address, which the server keeps once its
 * owner confirms it by mail.
 * A plain controlled field rather than react-hook-form: the home page is a storefront page, whose
 * first load carries neither the form library nor zod. Checked on submit, then on every change.
 */
export function NewsletterBox() {
  const [thanked, setThanked] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => setThanked(false), TIMINGS.newsletterThanksMs);
    return () => clearTimeout(timer);
  }, [thanked]);

  const change = async (value: string) => {
    setEmail(value);
    if (submitted) setError(await emailError(value));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const message = await emailError(email);
    setError(message);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    setFailed(null);
    setSending(true);
    try {
      await subscribeNewsletter(email);
      setThanked(true);
      setEmail("");
      setSubmitted(false);
    } catch (err) {
      setFailed(errorMessage(err, "We could not sign you up. Please try again."));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="overflow-hidden rounded-card bg-ink-900 px-6 py-10 text-white sm:px-12 sm:py-14">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-500 text-ink-950">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">Join our newsletter</h2>
        <p className="mt-2 text-ink-300">New arrivals, exclusive offers and stories from our makers. No spam, ever.</p>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="mt-6 flex w-full max-w-md flex-col gap-3 sm:flex-row"
        >
          <div className="flex-1 text-left">
            <label htmlFor={inputId} className="sr-only">
              Email address
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              ref={inputRef}
              name="email"
              value={email}
              onChange={(event) => void change(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={cn(controlClasses, "h-12 text-base")}
            />
            {error && (
              <p id={errorId} className="mt-1.5 text-sm font-medium text-red-300">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" variant="accent" size="lg" loading={sending}>
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
