/**
 * The store settings (docs/decisions/0013-store-settings.md), as the server writes them into every
 * page (a JSON script in index.html): read once when the app starts, so a change shows on the next
 * page load.
 */
import { EMPTY_STORE_SETTINGS, type PricingSettings, pricingOf, type StoreSettings } from "@shop/contract";

export function readShopSettings(): StoreSettings {
  if (typeof document === "undefined") return EMPTY_STORE_SETTINGS;
  const text = document.getElementById("shop-settings")?.textContent?.trim();
  if (!text) return EMPTY_STORE_SETTINGS;
  try {
    const parsed = JSON.parse(text) as Partial<StoreSettings>;
    // `vite dev` serves the shell without settings ("{}"): the defaults stand in.
    return { ...EMPTY_STORE_SETTINGS, ...parsed, social: { ...EMPTY_STORE_SETTINGS.social, ...parsed.social } };
  } catch {
    return EMPTY_STORE_SETTINGS;
  }
}

export let shopSettings: StoreSettings = readShopSettings();
/** Shipping, tax and free-shipping threshold of the settings, for the cart and checkout summaries. */
export let shopPricing: PricingSettings = pricingOf(shopSettings);

/**
 * Server rendering only: the settings the page being rendered carries in its shell (the server
 * renders with the same object it writes into the page, so hydration sees the same texts).
 */
export function setRenderingSettings(settings: StoreSettings): void {
  shopSettings = settings;
  shopPricing = pricingOf(settings);
}
