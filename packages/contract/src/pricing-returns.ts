/**
 * What a return gives back (docs/decisions/0046-returns-and-refunds.md), part of the one pricing module:
 * integer minor units of the order's currency, every split by the largest remainder (`allocateCents`).
 *
 * A part's money was fixed at placement (`sellerParts`, decision 0022): its lines with their share of a
 * code's discount, its tax and shipping, what the customer paid for it and what the seller sold it for.
 * A return's refund is what the customer paid for the units that came back: each line's price after its
 * discount, plus its share of the part's tax (added tax; an included tax is inside the price already),
 * shared over the line's units; the part's shipping only when the whole part has come back or the
 * seller is at fault, and once. Shares are cumulative: the units of a line that came back over all the
 * part's returns get the share of those units, so however a part comes back, in one return or several,
 * the refunds add up to exactly what was paid for it and never more. The seller's side is the same
 * share of what their `sale` booked and of the commission booked on it.
 */
import { allocateCents, commissionCents, lineTaxCents, lineTotalCents } from "./pricing.js";

/** A line of a part as placement fixed it. */
export interface ReturnablePartLine {
  /** The order line's id. */
  key: number;
  unitPriceCents: number;
  quantity: number;
  /** The line's share of the code's discount. */
  discountCents: number;
  /** The rate the line was taxed at (basis points). */
  taxRateBp: number;
}

/** A seller's part of an order as placement fixed it (`seller_shipments`). */
export interface ReturnablePart {
  lines: readonly ReturnablePartLine[];
  shippingCents: number;
  taxCents: number;
  paidCents: number;
  pricesIncludeTax: boolean;
  /** The part of the discount the seller paid (their own code): then their sale is the lines after it. */
  sellerFundedCents: number;
  sellerTotalCents: number;
  commissionBp: number;
}

export interface ReturnedUnits {
  /** Units of each line (by key) that come back in this return. */
  units: ReadonlyMap<number, number>;
  /** Units of each line that came back in the part's earlier returns. */
  earlierUnits?: ReadonlyMap<number, number>;
  /** What the part's earlier returns refund, in all. */
  earlierRefundCents?: number;
  /** An earlier return already refunded the part's shipping. */
  shippingRefunded?: boolean;
  /** The reason is the seller's (damaged, not as described, wrong item): shipping comes back too. */
  sellerAtFault: boolean;
}

export interface ReturnRefund {
  /** What each line's units give back to the customer, by line key (tax included when added). */
  lines: Map<number, number>;
  /** The units' prices after their discount. */
  itemsCents: number;
  /** Their share of the part's tax (inside `itemsCents` when the prices include it). */
  taxCents: number;
  shippingCents: number;
  /** What the customer gets back: items + tax (when added) + shipping, never past what is left of the part. */
  totalCents: number;
  /** The seller's share of these units, as their `sale` booked it. */
  saleCents: number;
  /** The commission booked on that share. */
  commissionCents: number;
}

/** The share of `total` that `part` out of `whole` gets, by the largest remainder: 0 for none, `total` for all. */
function shareOf(total: number, part: number, whole: number): number {
  if (part <= 0 || whole <= 0) return 0;
  if (part >= whole) return total;
  return (
    allocateCents(total, [
      { key: 0, weight: part },
      { key: 1, weight: whole - part },
    ]).get(0) ?? 0
  );
}

/** What the units from `before` to `before + now` of `total` over `whole` units get. */
const unitsShare = (total: number, before: number, now: number, whole: number) =>
  shareOf(total, before + now, whole) - shareOf(total, before, whole);

/** Each line's share of the part's tax: the part's tax split by each line's own tax (its rate on its price after discount). */
export function partLineTaxes(
  part: Pick<ReturnablePart, "lines" | "taxCents" | "pricesIncludeTax">,
): Map<number, number> {
  const own = lineTaxCents(
    part.lines.map((l) => ({
      key: l.key,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      taxRateBp: l.taxRateBp,
    })),
    { shippingFeeCents: 0, taxRateBp: 0, freeShippingThresholdCents: null, pricesIncludeTax: part.pricesIncludeTax },
    new Map(part.lines.map((l) => [l.key, l.discountCents])),
  );
  return allocateCents(
    Math.max(part.taxCents, 0),
    part.lines.map((l) => ({ key: l.key, weight: own.get(l.key) ?? 0 })),
  );
}

/**
 * The refund of the units of a part that came back in one return (see the module's comment). Units
 * past a line's quantity count as the line's quantity; lines not of the part are ignored.
 */
export function returnRefund(part: ReturnablePart, returned: ReturnedUnits): ReturnRefund {
  const taxes = partLineTaxes(part);
  const earlier = returned.earlierUnits ?? new Map<number, number>();
  const sellerPaysDiscount = part.sellerFundedCents > 0;
  const lines = new Map<number, number>();
  let items = 0;
  let tax = 0;
  let saleBefore = 0;
  let saleNow = 0;
  let whole = true;
  for (const line of part.lines) {
    const before = Math.min(Math.max(earlier.get(line.key) ?? 0, 0), line.quantity);
    const now = Math.min(Math.max(returned.units.get(line.key) ?? 0, 0), line.quantity - before);
    if (before + now < line.quantity) whole = false;
    const net = Math.max(lineTotalCents(line) - line.discountCents, 0);
    const sale = lineTotalCents(line) - (sellerPaysDiscount ? line.discountCents : 0);
    const lineItems = unitsShare(net, before, now, line.quantity);
    const lineTax = unitsShare(taxes.get(line.key) ?? 0, before, now, line.quantity);
    items += lineItems;
    tax += lineTax;
    saleBefore += shareOf(sale, before, line.quantity);
    saleNow += unitsShare(sale, before, now, line.quantity);
    if (now > 0) lines.set(line.key, lineItems + (part.pricesIncludeTax ? 0 : lineTax));
  }
  const shipping = !returned.shippingRefunded && (whole || returned.sellerAtFault) ? part.shippingCents : 0;
  const left = Math.max(part.paidCents - (returned.earlierRefundCents ?? 0), 0);
  const total = Math.min(items + (part.pricesIncludeTax ? 0 : tax) + shipping, left);
  // The commission on the seller's share: the same cumulative share of the commission the delivery booked.
  const commission = commissionCents(part.sellerTotalCents, part.commissionBp);
  const commissionShare =
    shareOf(commission, saleBefore + saleNow, part.sellerTotalCents) -
    shareOf(commission, saleBefore, part.sellerTotalCents);
  return {
    lines,
    itemsCents: items,
    taxCents: tax,
    shippingCents: shipping,
    totalCents: total,
    saleCents: saleNow,
    commissionCents: commissionShare,
  };
}

/** The reasons that are the seller's: the part's shipping comes back with the units. */
export const SELLER_FAULT_REASONS = ["damaged", "not_as_described", "wrong_item"] as const;
export const isSellerFault = (reason: string) => (SELLER_FAULT_REASONS as readonly string[]).includes(reason);
