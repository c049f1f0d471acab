/**
 * The store settings' defaults and their money as the pricing module takes it. Kept apart from the
 * zod schemas (schemas/settings.ts) so the storefront's first load carries no schema code.
 */
import { type PricingSettings, toCents } from "./pricing.js";
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
};

/** The settings' money as the pricing module takes it. */
export function pricingOf(
  settings: Pick<StoreSettings, "shippingFee" | "taxRate" | "freeShippingThreshold">,
): PricingSettings {
  return {
    shippingFeeCents: toCents(settings.shippingFee),
    taxRateBp: toCents(settings.taxRate),
    freeShippingThresholdCents:
      settings.freeShippingThreshold === null ? null : toCents(settings.freeShippingThreshold),
  };
}
