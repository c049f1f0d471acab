/**
 * The cart's totals and tax line when the shop's prices include tax (docs/decisions/0036-taxes.md):
 * no tax on top, each line taxed at its category's rate on its share of the code, as the server's
 * order will be (figures worked out by hand).
 */
import { EMPTY_STORE_SETTINGS, pricingOf, type StoreSettings } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShopSettingsProvider } from "../../lib/shop-settings";
import { cartTotals, taxLabel } from "./cart-totals";
import { OrderSummary } from "./components/order-summary";

const german: StoreSettings = {
  ...EMPTY_STORE_SETTINGS,
  currency: "EUR",
  country: "DE",
  taxRate: 19,
  shippingFee: 4.9,
  pricesIncludeTax: true,
};
const pricing = pricingOf(german);
const shirt = { variantId: 1, price: 69, specialPrice: 69, quantity: 1, taxRate: null, promotionDiscount: 3.09 };
const atlas = { variantId: 2, price: 21.4, specialPrice: 21.4, quantity: 2, taxRate: 7, promotionDiscount: 1.91 };
const code = { code: "FUENF", discountCents: 500, freeShipping: false, problem: null };

describe("a cart whose prices include tax", () => {
  it("adds no tax on top and takes each line's tax out of its share of the code", () => {
    // 65.91 at 19 % holds 10.52, 40.89 at 7 % holds 2.68; 111.80 − 5 + 4.90 = 111.70.
    expect(cartTotals([shirt, atlas], pricing, 2, code)).toEqual({
      subtotalCents: 11180,
      discountCents: 500,
      shippingCents: 490,
      taxCents: 1320,
      totalCents: 11170,
    });
    expect(taxLabel(pricing, [shirt, atlas])).toBe("incl. tax");
    expect(taxLabel(pricing, [shirt])).toBe("incl. 19% tax");
    expect(taxLabel(pricingOf(EMPTY_STORE_SETTINGS), [shirt])).toBe("Tax (7%)");
  });

  it("shows the included tax and a total that is the lines' prices plus shipping", () => {
    const lines = [{ ...shirt, promotionDiscount: 0 }];
    render(
      <ShopSettingsProvider settings={german}>
        <OrderSummary totals={cartTotals(lines, pricing, 2)} items={lines} />
      </ShopSettingsProvider>,
    );
    // 69.00 / 1.19 = 57.9832 → 57.98 net, 11.02 tax inside; 69.00 + 4.90 = 73.90.
    expect(screen.getByText("incl. 19% tax").nextElementSibling).toHaveTextContent("11.02");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("73.90");
  });
});
