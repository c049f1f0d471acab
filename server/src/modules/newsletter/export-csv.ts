/** The subscribers as CSV for admins. */
import type { Subscriber } from "@shop/contract";
import { toCsv } from "../../core/csv.js";

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv(
    ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"],
    subscribers.map((s) => [s.email, s.status, s.createdAt, s.confirmedAt ?? "", s.unsubscribedAt ?? ""]),
  );
}
