import type { CheckoutTotals } from "@shop/contract";
import type { ReactNode } from "react";
import { useLanguage } from "../../../lib/i18n";
import { useCartT } from "../../../lib/cart-texts";
import { useMoney, useShopPricing } from "../../../lib/shop-settings";
import { type TotalsLine, taxLabel } from "../cart-totals";

/**
 * Subtotal, the code's discount, shipping, tax and total (docs/product/storefront.md §9). The
 * totals come from the contract's pricing module (`cartTotals` → `checkoutTotals`); nothing is
 * added up here.
 */
export function OrderSummary({
  totals,
  promotionCode,
  items,
  children,
}: {
  totals: CheckoutTotals;
  /** The lines, whose rates name the tax line. */
  items?: readonly TotalsLine[];
  /** The applied code, named on the discount line. */
  promotionCode?: string | null;
  children?: ReactNode;
}) {
  const money = useMoney();
  const t = useCartT();
  const language = useLanguage();
  const shopPricing = useShopPricing();
  const threshold = shopPricing.freeShippingThresholdCents;
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-card border border-ink-200/70 bg-white p-6 shadow-card"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-ink-900">
        {t("cartPage.summary")}
      </h2>
      <dl className="mt-5 flex flex-col gap-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-600">{t("cartPage.subtotal")}</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{money.formatMinor(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-emerald-800">
              {promotionCode ? t("cartPage.discountCode", { code: promotionCode }) : t("cartPage.discount")}
            </dt>
            <dd className="font-medium text-emerald-800 tabular-nums" data-testid="cart-discount">
              {money.formatMinor(-totals.discountCents)}
            </dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-ink-600">{t("cartPage.shipping")}</dt>
          <dd className="font-medium text-ink-900 tabular-nums">
            {totals.subtotalCents > 0 && totals.shippingCents === 0
              ? t("cartPage.free")
              : money.formatMinor(totals.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-600">{taxLabel(shopPricing, items, language)}</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{money.formatMinor(totals.taxCents)}</dd>
        </div>
        <div className="mt-2 flex justify-between border-t border-ink-100 pt-4 text-base">
          <dt className="font-semibold text-ink-900">{t("cartPage.total")}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums" data-testid="cart-total">
            {money.formatMinor(totals.totalCents)}
          </dd>
        </div>
      </dl>
      {threshold !== null && (
        <p className="mt-3 text-xs text-ink-500">
          {t("cartPage.freeShippingOver", { amount: money.formatMinor(threshold) })}
        </p>
      )}
      {children && <div className="mt-6 flex flex-col gap-3">{children}</div>}
    </section>
  );
}
