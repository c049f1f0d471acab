import type { Promotion, ShopMoney } from "@shop/contract";
import type { BackOfficeT } from "../../../lib/back-office-i18n";

/** "10% off", "$5.00 off", "Free shipping". */
export function discountWords(p: Pick<Promotion, "kind" | "value">, money: ShopMoney): string {
  if (p.kind === "percent") return `${p.value}% off`;
  if (p.kind === "fixed") return `${money.format(p.value)} off`;
  return "Free shipping";
}

/** "3 / 10" with a limit, "3 uses" without. */
export function usageWords(p: Pick<Promotion, "timesUsed" | "usageLimit">): string {
  if (p.usageLimit !== null) return `${p.timesUsed} / ${p.usageLimit}`;
  return `${p.timesUsed} use${p.timesUsed === 1 ? "" : "s"}`;
}

export type PromotionState = "active" | "inactive" | "scheduled" | "expired" | "used-up";

export function promotionState(p: Promotion, now: number = Date.now()): PromotionState {
  if (!p.active) return "inactive";
  if (p.endsAt && Date.parse(p.endsAt) <= now) return "expired";
  if (p.usageLimit !== null && p.timesUsed >= p.usageLimit) return "used-up";
  if (p.startsAt && Date.parse(p.startsAt) > now) return "scheduled";
  return "active";
}

/** "Min. $50.00 · Dec 1, 2026 – Dec 31, 2026 · 1 per customer". */
export function conditionWords(p: Promotion, money: ShopMoney, t: BackOfficeT): string {
  const parts: string[] = [];
  if (p.minSubtotal !== null && p.minSubtotal > 0) parts.push(`Min. ${money.format(p.minSubtotal)}`);
  if (p.startsAt && p.endsAt) parts.push(`${money.date(p.startsAt)} – ${money.date(p.endsAt)}`);
  else if (p.startsAt) parts.push(`Starts ${money.date(p.startsAt)}`);
  else if (p.endsAt) parts.push(`Ends ${money.date(p.endsAt)}`);
  if (p.perCustomerLimit !== null) parts.push(`${p.perCustomerLimit} per customer`);
  // The scope (docs/decisions/0057-discount-scopes.md), by its ids.
  if (p.categoryIds.length > 0) parts.push(t("promoWordsCategories", { ids: p.categoryIds.join(", ") }));
  if (p.productIds.length > 0) parts.push(t("promoWordsProducts", { ids: p.productIds.join(", ") }));
  if (p.sellerIds.length > 0) parts.push(t("promoWordsSellers", { ids: p.sellerIds.join(", ") }));
  if (p.minQuantity !== null) parts.push(t("promoWordsMinQuantity", { n: p.minQuantity }));
  return parts.join(" · ") || "No conditions";
}
