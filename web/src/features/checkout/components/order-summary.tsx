import type { ReactNode } from "react";
import { type CheckoutTotals, describeVariant, type PricingSettings } from "@shop/contract";
import { ProductImage, Skeleton } from "../../../components/ui";
import { useCheckoutT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";
import { useLanguage } from "../../../lib/i18n";
import { useMoney, useShopPricing } from "../../../lib/shop-settings";
import { type CartLine, taxLabel } from "../../cart";

function Row({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: "saving" }) {
  return (
    <div
      className={cn(
        "flex justify-between gap-4",
        strong
          ? "border-t border-ink-200 pt-3 text-base font-semibold text-ink-900"
          : tone === "saving"
            ? "font-medium text-emerald-800"
            : "text-ink-600",
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Subtotal, the code's discount, shipping, tax and total, all from the shared pricing module
 * (docs/product/storefront.md §9).
 */
export function TotalsList({
  totals,
  promotionCode,
  pricing,
  items,
}: {
  totals: CheckoutTotals;
  promotionCode?: string | null;
  /** The pricing `totals` were made with (the chosen address's zone); the shop's without one. */
  pricing?: PricingSettings | null;
  /** The lines, whose rates name the tax line. */
  items?: readonly CartLine[];
}) {
  const money = useMoney();
  const t = useCheckoutT();
  const language = useLanguage();
  const shopPricingOfShop = useShopPricing();
  const shopPricing = pricing ?? shopPricingOfShop;
  const threshold = shopPricing.freeShippingThresholdCents;
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Row label={t("cartPage.subtotal")} value={money.formatMinor(totals.subtotalCents)} />
      {totals.discountCents > 0 && (
        <Row
          label={promotionCode ? t("cartPage.discountCode", { code: promotionCode }) : t("cartPage.discount")}
          value={money.formatMinor(-totals.discountCents)}
          tone="saving"
        />
      )}
      <Row
        label={t("cartPage.shipping")}
        value={totals.shippingCents === 0 ? t("cartPage.free") : money.formatMinor(totals.shippingCents)}
      />
      <Row label={taxLabel(shopPricing, items, language)} value={money.formatMinor(totals.taxCents)} />
      <Row label={t("cartPage.total")} value={money.formatMinor(totals.totalCents)} strong />
      {threshold !== null && (
        <p className="text-xs text-ink-500">
          {t("cartPage.freeShippingOver", { amount: money.formatMinor(threshold) })}
        </p>
      )}
    </dl>
  );
}

export function LineList({ items, compact }: { items: readonly CartLine[]; compact?: boolean }) {
  const money = useMoney();
  const t = useCheckoutT();
  return (
    <ul className="divide-y divide-ink-100">
      {items.map((item) => (
        <li
          key={`${item.productId}:${item.variantId ?? ""}`}
          className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
        >
          <ProductImage
            src={item.image}
            alt={item.productName}
            sizes={compact ? "48px" : "64px"}
            className={cn("shrink-0 rounded-control", compact ? "size-12" : "size-16")}
          />
          <div className="min-w-0 flex-1">
            <p dir="auto" className="truncate text-start text-sm font-medium text-ink-900">
              {item.productName}
            </p>
            {describeVariant(item.options) && <p className="text-xs text-ink-600">{describeVariant(item.options)}</p>}
            <p className="text-xs text-ink-500">
              {t("orderSummary.qty", { quantity: item.quantity, price: money.format(item.specialPrice) })}
            </p>
          </div>
          <p className="text-sm font-medium text-ink-900 tabular-nums">
            {money.lineTotal(item.specialPrice, item.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The order summary card beside every step. */
export function OrderSummary({
  items,
  totals,
  pricing,
  promotionCode,
  loading,
  children,
}: {
  items: readonly CartLine[];
  totals: CheckoutTotals;
  pricing?: PricingSettings | null;
  promotionCode?: string | null;
  loading?: boolean;
  /** Actions under the totals (Place Order on the review step). */
  children?: ReactNode;
}) {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const t = useCheckoutT();
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-card border border-ink-200/70 bg-white p-5 shadow-card"
    >
      <div className="mb-4 flex items-baseline justify-between">
        <h2 id="order-summary-heading" className="text-base font-semibold text-ink-900">
          {t("orderSummary.heading")}
        </h2>
        {!loading && <span className="text-xs text-ink-500">{t("orderSummary.count", { count })}</span>}
      </div>
      {loading ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="max-h-72 overflow-y-auto">
            <LineList items={items} compact />
          </div>
          <div className="border-t border-ink-100 pt-4">
            <TotalsList totals={totals} pricing={pricing} promotionCode={promotionCode} items={items} />
          </div>
          {children}
        </div>
      )}
    </section>
  );
}
