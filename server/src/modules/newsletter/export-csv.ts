/** The subscribers as CSV for admins, written by csv-stringify (quoting, escaping, CRLF). */
import type { Subscriber } from "@shop/contract";
import { stringify } from "csv-stringify/sync";

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return stringify(
    subscribers.map((s) => [inert(s.email), s.status, s.createdAt, s.confirmedAt ?? "", s.unsubscribedAt ?? ""]),
    {
      header: true,
      columns: ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"],
      record_delimiter: "windows",
    },
  );
}
