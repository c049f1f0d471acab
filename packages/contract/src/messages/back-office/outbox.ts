/**
 * The admin's Mail delivery screen: the mails the shop could not deliver.
 * Their other languages are in this folder's de.json, es.json and ar.json (docs/decisions/0045-languages-and-messages.md).
 */
export const OUTBOX = {
  mailTitle: "Mail delivery",
  mailIntro:
    "Mails the shop could not deliver. Each is tried again after a growing pause; after a day of attempts it waits for you to send it again.",
  mailLoadFailed: "Failed to load the mail that could not be delivered",
  mailRetryFailed: "Failed to send the mail again",
  mailRetryAllFailed: "Failed to send the mails again",
  mailEmpty: "Every mail was delivered",
  mailEmptyText: "Order confirmations, password resets and other mails that fail to send are listed here.",
  mailList: "Undelivered mail",
  mailCount: (n: number) => (n === 1 ? `${n} undelivered mail` : `${n} undelivered mails`),
  mailSendAllAgain: (n: string | number) => `Send all given-up mail again (${n})`,
  mailGaveUp: "Gave up",
  mailRetrying: "Retrying",
  mailTo: "To",
  mailQueued: (date: string, n: number) => `Queued ${date} · ${n} attempt${n === 1 ? "" : "s"}`,
  mailNextTry: (date: string | number) => `next try ${date}`,
  mailSendAgainOf: (subject: string | number, to: string | number) => `Send again: ${subject} to ${to}`,
  mailSendAgain: "Send again",
} as const;
