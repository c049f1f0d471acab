import type { OrderEvent } from "@shop/contract";
import { cn } from "../../lib/cn";

import { type HistoryLine, historyLines } from "./order-history-lines";
import { useMoney } from "../../lib/shop-settings";

const BY: Record<NonNullable<HistoryLine["by"]>, string> = {
  you: "by you",
  customer: "by the customer",
  seller: "by the seller",
  admin: "by the shop",
  system: "",
};

/**
 * An order's history (docs/decisions/0016-order-history.md), oldest first: each status of the order
 * and of each seller's part, one line per event (order-history-lines.ts), with who made the change
 * ("by you" for the viewer's own) and when.
 */
export function OrderTimeline({ history, className }: { history: readonly OrderEvent[]; className?: string }) {
  const money = useMoney();
  if (history.length === 0) return null;
  const lines = historyLines(history);
  return (
    <ol aria-label="Order history" className={cn("flex flex-col", className)}>
      {lines.map((line, i) => {
        const last = i === lines.length - 1;
        const by = line.by ? BY[line.by] : "";
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history never reorders
          <li key={i} className="relative flex gap-3 pb-4 last:pb-0">
            {!last && <span aria-hidden="true" className="absolute top-3 left-[5px] h-full w-px bg-ink-200" />}
            <span
              aria-hidden="true"
              className={cn(
                "relative mt-1.5 size-[11px] shrink-0 rounded-full border-2",
                last ? "border-brand-600 bg-brand-500" : "border-ink-300 bg-white",
              )}
            />
            <div className="flex min-w-0 flex-col text-sm">
              <span className="font-medium text-ink-900">
                {line.text}
                {line.detail && <span className="font-normal text-ink-600"> · {line.detail}</span>}
              </span>
              <span className="text-xs text-ink-500">
                <time dateTime={line.at}>{money.dateTime(line.at)}</time>
                {by && ` · ${by}`}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
