import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, CircleAlert, CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { buttonClasses, Page, Spinner } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { confirmSubscription } from "../api/confirm-subscription";
import { unsubscribe } from "../api/unsubscribe";

const ACTION = {
  confirm: { title: "Newsletter subscription", busy: "Confirming your subscription…", call: confirmSubscription },
  unsubscribe: { title: "Unsubscribe", busy: "Unsubscribing you…", call: unsubscribe },
} as const;

/**
 * The links in newsletter mails (docs/decisions/0015-newsletter.md): /newsletter/confirm/:token and
 * /newsletter/unsubscribe/:token. Opening the page does what the link says; doing it twice is harmless.
 */
export function NewsletterLinkPage({ action }: { action: "confirm" | "unsubscribe" }) {
  const { token = "" } = useParams();
  const text = ACTION[action];
  usePageTitle(text.title);
  const run = useMutation({ mutationFn: () => text.call(token) });
  const { mutate } = run;
  useEffect(() => mutate(), [mutate]);

  return (
    <Page width="narrow">
      <div className="flex flex-col items-center gap-4 rounded-card border border-ink-200/70 bg-white p-8 text-center shadow-card">
        <h1 className="font-display text-2xl font-semibold text-ink-900">{text.title}</h1>
        <div aria-live="polite" className="flex flex-col items-center gap-3">
          {run.isSuccess ? (
            <>
              <CircleCheck aria-hidden="true" className="size-10 text-emerald-600" />
              <p className="text-base text-ink-700">{run.data.message}</p>
            </>
          ) : run.isError ? (
            <>
              <CircleAlert aria-hidden="true" className="size-10 text-red-600" />
              <p className="text-base text-ink-700" role="alert">
                {errorMessage(run.error, "Something went wrong. Please try again.")}
              </p>
            </>
          ) : (
            <>
              <Spinner />
              <p className="text-base text-ink-600">{text.busy}</p>
            </>
          )}
        </div>
        <Link to="/" className={buttonClasses({ variant: "secondary" })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the shop
        </Link>
      </div>
    </Page>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
