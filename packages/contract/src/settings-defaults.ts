/**
 * The store settings' defaults and their money as the pricing module takes it. Kept apart from the
 * zod schemas (schemas/settings.ts) so the storefront's first load carries no schema code.
 */
import { currencyDigits, toMinor } from "./currency.js";
import { basisPoints, type PricingSettings } from "./pricing.js";
import type { StoreSettings } from "./schemas/settings.js";

/** A shop before its owner has written anything: honest, empty, with the fees of docs/product/storefront.md §9. */
export const EMPTY_STORE_SETTINGS: StoreSettings = {
  shopName: "Marigold",
  tagline: "",
  contactAddress: "",
  contactPhone: "",
  contactEmail: "",
  social: { instagram: "", facebook: "", x: "", youtube: "" },
  shippingFee: 5.99,
  taxRate: 7,
  freeShippingThreshold: null,
  whyChooseUs: [],
  testimonials: [],
  logo: null,
  currency: "USD",
  country: "US",
  pricesIncludeTax: false,
  taxId: "",
  invoiceIssuer: "shop",
  returnWindowDays: 14,
  languages: ["en"],
  currencyDigits: 2,
  shippingZones: [],
};

/** The settings' money as the pricing module takes it: minor units of the shop's currency, the rate in basis points. */
export function pricingOf(
  settings: Pick<StoreSettings, "shippingFee" | "taxRate" | "freeShippingThreshold" | "currency"> &
    Partial<Pick<StoreSettings, "pricesIncludeTax">>,
): PricingSettings {
  const digits = currencyDigits(settings.currency);
  return {
    // Only when set, so a shop that adds tax prices as it always did (decision 0036).
    ...(settings.pricesIncludeTax ? { pricesIncludeTax: true } : {}),
    shippingFeeCents: toMinor(settings.shippingFee, digits),
    taxRateBp: basisPoints(settings.taxRate),
    freeShippingThresholdCents:
      settings.freeShippingThreshold === null ? null : toMinor(settings.freeShippingThreshold, digits),
  };
}
