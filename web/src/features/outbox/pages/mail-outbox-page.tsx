import type { FailingMail } from "@shop/contract";
import { SUCCESS } from "@shop/contract/messages/back-office";
import { MailCheck, RotateCw } from "lucide-react";
import {
  Badge,
  Banner,
  Button,
  DataList,
  EmptyState,
  Page,
  PageHeader,
  SkeletonRows,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useFailingMail } from "../api/get-failing-mail";
import { useRetryAllMail, useRetryMail } from "../api/retry-mail";
import { useMoney } from "../../../lib/shop-settings";

export const MAIL_TEXT = {
  loadFailed: "Failed to load the mail that could not be delivered",
  retryFailed: "Failed to send the mail again",
  retryAllFailed: "Failed to send the mails again",
  empty: "Every mail was delivered",
  emptyDetail: "Order confirmations, password resets and other mails that fail to send are listed here.",
} as const;

/**
 * Beyond the spec (docs/decisions/0005-several-servers.md): the mails the shop could not deliver, and
 * sending one again.
 */
export function MailOutboxPage() {
  usePageTitle("Mail delivery");
  const query = useFailingMail();
  const retry = useRetryMail();
  const retryAll = useRetryAllMail();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const mails = query.data ?? [];
  const givenUp = mails.filter((mail) => mail.failed).length;

  const sendAgain = (mail: FailingMail) =>
    retry.mutate(mail.id, {
      onSuccess: () => showSuccess(SUCCESS.mailRetried),
      onError: (error) => showError(errorMessage(error, MAIL_TEXT.retryFailed)),
    });
  const sendAllAgain = () =>
    retryAll.mutate(undefined, {
      onSuccess: () => showSuccess(SUCCESS.mailsRetried),
      onError: (error) => showError(errorMessage(error, MAIL_TEXT.retryAllFailed)),
    });

  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Mail delivery"
        description="Mails the shop could not deliver. Each is tried again after a growing pause; after a day of attempts it waits for you to send it again."
      />
      <div className="flex flex-col gap-4">
        <Banner banner={banner} onDismiss={clear} />
        <DataList
          query={query}
          rows={(data) => data}
          rowKey={(mail) => mail.id}
          label="Undelivered mail"
          card={(mail) => (
            <MailCard
              mail={mail}
              sending={retry.isPending && retry.variables === mail.id}
              onSendAgain={() => sendAgain(mail)}
            />
          )}
          cardClassName="gap-3 sm:flex-row sm:items-start sm:justify-between"
          skeleton={<SkeletonRows count={3} rowClassName="h-28" className="gap-3" />}
          errorText={MAIL_TEXT.loadFailed}
          empty={<EmptyState icon={MailCheck} title={MAIL_TEXT.empty} description={MAIL_TEXT.emptyDetail} />}
          beforeRows={(mails) => (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-500">
                {mails.length} undelivered mail{mails.length === 1 ? "" : "s"}
              </p>
              {givenUp > 0 && (
                <Button variant="secondary" size="sm" onClick={sendAllAgain} loading={retryAll.isPending}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  Send all given-up mail again ({givenUp})
                </Button>
              )}
            </div>
          )}
          className="flex flex-col gap-4"
        />
      </div>
    </Page>
  );
}

function MailCard({ mail, sending, onSendAgain }: { mail: FailingMail; sending: boolean; onSendAgain: () => void }) {
  const money = useMoney();
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-ink-900">{mail.subject}</p>
          {mail.failed ? <Badge tone="red">Gave up</Badge> : <Badge tone="yellow">Retrying</Badge>}
        </div>
        <p className="text-sm break-all text-ink-700">
          <span className="text-ink-500">To </span>
          {mail.to}
        </p>
        {mail.lastError && (
          <p className="rounded-md bg-ink-50 px-2 py-1 font-mono text-xs break-words text-ink-700">{mail.lastError}</p>
        )}
        <p className="text-xs text-ink-500">
          Queued {money.dateTime(mail.createdAt)} · {mail.attempts} attempt{mail.attempts === 1 ? "" : "s"}
          {mail.nextAttemptAt && <> · next try {money.dateTime(mail.nextAttemptAt)}</>}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onSendAgain}
        loading={sending}
        aria-label={`Send again: ${mail.subject} to ${mail.to}`}
        className="self-start"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        Send again
      </Button>
    </>
  );
}
