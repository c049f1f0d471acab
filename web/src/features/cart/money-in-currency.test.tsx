/**
 * Prices and cart totals in a yen shop (0 decimals) and a dinar shop (3 decimals), as the storefront
 * writes them (docs/decisions/0034-money-formatting.md): the shop's currency and digits in the page's
 * language and the shop's country, and totals summed in the currency's minor units.
 */
import { EMPTY_STORE_SETTINGS, pricingOf, type StoreSettings } from "@shop/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Price } from "../../components/ui/price";
import { ShopSettingsProvider } from "../../lib/shop-settings";
import { cartTotals } from "./cart-totals";
import { OrderSummary } from "./components/order-summary";

const yen: StoreSettings = {
  ...EMPTY_STORE_SETTINGS,
  currency: "JPY",
  country: "JP",
  currencyDigits: 0,
  shippingFee: 500,
  taxRate: 10,
  freeShippingThreshold: 10_000,
};
const dinar: StoreSettings = {
  ...EMPTY_STORE_SETTINGS,
  currency: "KWD",
  country: "KW",
  currencyDigits: 3,
  shippingFee: 1.25,
  taxRate: 5,
  freeShippingThreshold: null,
};
/**
 * What `Intl` writes for a dinar amount in en-KW with KWD's three ISO digits (the ICU decides the
 * symbol's place), its no-break space as the page's text matchers read it.
 */
const kwd = (amount: number) =>
  new Intl.NumberFormat("en-KW", {
    style: "currency",
    currency: "KWD",
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
    .format(amount)
    .replace(/\s/g, " ");

describe("cartTotals in the shop's minor units", () => {
  it("adds yen lines to the fee and tax of a yen shop without a factor of 100", () => {
    const totals = cartTotals([{ price: 1980, specialPrice: 1980, quantity: 2 }], pricingOf(yen), 0);
    expect(totals).toMatchObject({ subtotalCents: 3960, shippingCents: 500, taxCents: 396, totalCents: 4856 });
  });
  it("adds dinar lines to the fils", () => {
    const totals = cartTotals([{ price: 12.345, specialPrice: 12.345, quantity: 3 }], pricingOf(dinar), 3);
    // 37.035 + 1.250 shipping + 1.852 tax (5 % of 37.035 = 1.85175, half-up)
    expect(totals).toMatchObject({ subtotalCents: 37_035, shippingCents: 1250, taxCents: 1852, totalCents: 40_137 });
  });
});

describe("Price and the cart's summary in the shop's currency", () => {
  it("writes a yen price and a sale without decimals", () => {
    render(
      <ShopSettingsProvider settings={yen}>
        <Price price={2000} specialPrice={1500} />
      </ShopSettingsProvider>,
    );
    expect(screen.getByText("¥1,500")).toBeInTheDocument();
    expect(screen.getByText("¥2,000")).toBeInTheDocument();
    expect(screen.getByText("25% OFF")).toBeInTheDocument();
  });

  it("writes a dinar price with three decimals", () => {
    render(
      <ShopSettingsProvider settings={dinar}>
        <Price price={12.345} />
      </ShopSettingsProvider>,
    );
    expect(screen.getByText(kwd(12.345))).toBeInTheDocument();
  });

  it("writes a yen cart's totals and the free-shipping hint in yen", () => {
    const totals = cartTotals([{ price: 1980, specialPrice: 1980, quantity: 2 }], pricingOf(yen), 0);
    render(
      <ShopSettingsProvider settings={yen}>
        <OrderSummary totals={totals} />
      </ShopSettingsProvider>,
    );
    expect(screen.getByText("¥3,960")).toBeInTheDocument();
    expect(screen.getByText("¥500")).toBeInTheDocument();
    expect(screen.getByText("¥396")).toBeInTheDocument();
    expect(screen.getByText("¥4,856")).toBeInTheDocument();
    expect(screen.getByText("Free shipping on orders over ¥10,000")).toBeInTheDocument();
  });

  it("writes a dinar cart's total to the fils", () => {
    const totals = cartTotals([{ price: 12.345, specialPrice: 12.345, quantity: 3 }], pricingOf(dinar), 3);
    render(
      <ShopSettingsProvider settings={dinar}>
        <OrderSummary totals={totals} />
      </ShopSettingsProvider>,
    );
    expect(screen.getByText(kwd(37.035))).toBeInTheDocument();
    expect(screen.getByText(kwd(40.137))).toBeInTheDocument();
  });
});
