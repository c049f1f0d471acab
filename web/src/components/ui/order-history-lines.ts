import { ORDER_STATUS, type OrderEvent } from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";

/** One line of an order's history as a person reads it. */
export interface HistoryLine {
  text: string;
  /** A second fact of the same moment ("Order now Partially Shipped"). */
  detail: string | null;
  /** Who made it, unless the text already says so; empty for the system. */
  by: OrderEvent["by"] | "you" | null;
  at: string;
}

const NAMED_BY_SELLER = new Set<string>([ORDER_STATUS.shipped, ORDER_STATUS.delivered]);

/** "Shipped by Harbour Street Goods", "Shipped by you", or the part's status with its seller's name. */
function partText(event: OrderEvent): { text: string; saysWho: boolean } {
  const seller = event.sellerName ?? "";
  if (NAMED_BY_SELLER.has(event.status) && event.by === "seller") {
    return { text: event.byYou ? MSG.historyByYou(event.status) : MSG.historyBy(event.status, seller), saysWho: true };
  }
  return { text: MSG.historyPart(seller, event.status), saysWho: false };
}

const who = (event: OrderEvent, saysWho: boolean): HistoryLine["by"] =>
  saysWho ? null : event.byYou ? "you" : event.by;

/**
 * An order's history (decision 0016) as one line per event: a change recorded as the order's and
 * its parts' steps in one transaction (same moment, same actor) reads as one line, e.g. the part's
 * Shipped and the order's derived Shipped read "Shipped by Harbour Street Goods", and placing or
 * cancelling the whole order reads once, not once more per seller.
 */
export function historyLines(history: readonly OrderEvent[]): HistoryLine[] {
  const groups: OrderEvent[][] = [];
  for (const event of history) {
    const last = groups.at(-1);
    const head = last?.[0];
    if (head && head.at === event.at && head.by === event.by && head.byYou === event.byYou) last.push(event);
    else groups.push([event]);
  }
  const lines: HistoryLine[] = [];
  for (const group of groups) {
    const whole = group.filter((e) => !e.sellerName);
    const parts = group.filter((e) => e.sellerName);
    const order = whole.at(-1);
    if (order && parts.every((p) => p.status === order.status)) {
      const only = parts.length === 1 ? parts[0]! : null;
      if (only && NAMED_BY_SELLER.has(only.status) && only.by === "seller") {
        const { text, saysWho } = partText(only);
        lines.push({ text, detail: null, by: who(only, saysWho), at: only.at });
      } else {
        lines.push({ text: order.status, detail: null, by: who(order, false), at: order.at });
      }
      continue;
    }
    parts.forEach((part, i) => {
      const { text, saysWho } = partText(part);
      const last = i === parts.length - 1;
      lines.push({
        text,
        detail: last && order ? MSG.historyOrderNow(order.status) : null,
        by: who(part, saysWho),
        at: part.at,
      });
    });
    if (parts.length === 0 && order)
      lines.push({ text: order.status, detail: null, by: who(order, false), at: order.at });
  }
  return lines;
}
