import type { FailingMail } from "@shop/contract";
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
import { BackOfficeTexts, useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * Beyond the spec (docs/decisions/0005-several-servers.md): the mails the shop could not deliver, and
 * sending one again.
 */
export function MailOutboxPage() {
  return (
    <BackOfficeTexts>
      <MailOutbox />
    </BackOfficeTexts>
  );
}

function MailOutbox() {
  const t = useBackOfficeT();
  usePageTitle(t("mailTitle"));
  const query = useFailingMail();
  const retry = useRetryMail();
  const retryAll = useRetryAllMail();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const mails = query.data ?? [];
  const givenUp = mails.filter((mail) => mail.failed).length;

  const sendAgain = (mail: FailingMail) =>
    retry.mutate(mail.id, {
      onSuccess: () => showSuccess(t("success.mailRetried")),
      onError: (error) => showError(errorMessage(error, t("mailRetryFailed"))),
    });
  const sendAllAgain = () =>
    retryAll.mutate(undefined, {
      onSuccess: () => showSuccess(t("success.mailsRetried")),
      onError: (error) => showError(errorMessage(error, t("mailRetryAllFailed"))),
    });

  return (
    <Page>
      <PageHeader eyebrow={t("setEyebrow")} title={t("mailTitle")} description={t("mailIntro")} />
      <div className="flex flex-col gap-4">
        <Banner banner={banner} onDismiss={clear} />
        <DataList
          query={query}
          rows={(data) => data}
          rowKey={(mail) => mail.id}
          label={t("mailList")}
          card={(mail) => (
            <MailCard
              mail={mail}
              sending={retry.isPending && retry.variables === mail.id}
              onSendAgain={() => sendAgain(mail)}
            />
          )}
          cardClassName="gap-3 sm:flex-row sm:items-start sm:justify-between"
          skeleton={<SkeletonRows count={3} rowClassName="h-28" className="gap-3" />}
          errorText={t("mailLoadFailed")}
          empty={<EmptyState icon={MailCheck} title={t("mailEmpty")} description={t("mailEmptyText")} />}
          beforeRows={(mails) => (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-500">{t("mailCount", { n: mails.length })}</p>
              {givenUp > 0 && (
                <Button variant="secondary" size="sm" onClick={sendAllAgain} loading={retryAll.isPending}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  {t("mailSendAllAgain", { n: givenUp })}
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
  const t = useBackOfficeT();
  const money = useMoney();
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-ink-900">{mail.subject}</p>
          {mail.failed ? <Badge tone="red">{t("mailGaveUp")}</Badge> : <Badge tone="yellow">{t("mailRetrying")}</Badge>}
        </div>
        <p className="text-sm break-all text-ink-700">
          <span className="text-ink-500">{t("mailTo")} </span>
          <bdi>{mail.to}</bdi>
        </p>
        {mail.lastError && (
          <p className="rounded-md bg-ink-50 px-2 py-1 font-mono text-xs break-words text-ink-700">{mail.lastError}</p>
        )}
        <p className="text-xs text-ink-500">
          {t("mailQueued", { date: money.dateTime(mail.createdAt), n: mail.attempts })}
          {mail.nextAttemptAt && <> · {t("mailNextTry", { date: money.dateTime(mail.nextAttemptAt) })}</>}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onSendAgain}
        loading={sending}
        aria-label={t("mailSendAgainOf", { subject: mail.subject, to: mail.to })}
        className="self-start"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {t("mailSendAgain")}
      </Button>
    </>
  );
}
