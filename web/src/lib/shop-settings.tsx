/**
 * The store settings (docs/decisions/0013-store-settings.md) as the app renders them: given to the
 * app's providers once per render (in the browser, from the JSON script the server writes into every
 * page; on the server, by the render's caller) and read through a context, so that two pages rendered
 * at the same time on the server never see each other's settings. A change shows on the next page load.
 */
import {
  EMPTY_STORE_SETTINGS,
  PAGE_LANGUAGE,
  type PricingSettings,
  pricingOf,
  type ShopMoney,
  type StoreSettings,
  shippingPricing,
  shopMoney,
} from "@shop/contract";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { useLanguage } from "./i18n";

/** The settings in the page's `shop-settings` script; the defaults when there is none (`vite dev`, tests). */
export function readShopSettings(doc: Document | undefined = globalThis.document): StoreSettings {
  const text = doc?.getElementById("shop-settings")?.textContent?.trim();
  if (!text) return EMPTY_STORE_SETTINGS;
  try {
    const parsed = JSON.parse(text) as Partial<StoreSettings>;
    // `vite dev` serves the shell without settings ("{}"): the defaults stand in.
    return { ...EMPTY_STORE_SETTINGS, ...parsed, social: { ...EMPTY_STORE_SETTINGS.social, ...parsed.social } };
  } catch {
    return EMPTY_STORE_SETTINGS;
  }
}

interface ShopSettingsValue {
  settings: StoreSettings;
  pricing: PricingSettings;
  money: ShopMoney;
}

const ShopSettingsContext = createContext<ShopSettingsValue>({
  settings: EMPTY_STORE_SETTINGS,
  pricing: pricingOf(EMPTY_STORE_SETTINGS),
  money: shopMoney(EMPTY_STORE_SETTINGS, PAGE_LANGUAGE),
});

export function ShopSettingsProvider({ settings, children }: { settings: StoreSettings; children: ReactNode }) {
  // Amounts and dates are written in the page's language (decision 0045), the same on the server,
  // which renders the page in the language of its prefix, and in the browser.
  const language = useLanguage();
  // Before an address is chosen, the cart shows shipping to the shop's own country (its zone's fee).
  const value = useMemo(
    () => ({
      settings,
      pricing: shippingPricing(settings, settings.country) ?? pricingOf(settings),
      money: shopMoney(settings, language),
    }),
    [settings, language],
  );
  return <ShopSettingsContext.Provider value={value}>{children}</ShopSettingsContext.Provider>;
}

/** The shop's name, texts, contact details and links, as this page shows them. */
export function useShopSettings(): StoreSettings {
  return useContext(ShopSettingsContext).settings;
}

/** Shipping, tax and free-shipping threshold of the settings, for the cart and checkout summaries. */
export function useShopPricing(): PricingSettings {
  return useContext(ShopSettingsContext).pricing;
}

/**
 * Shipping, tax and threshold of an order to an address in a country (its zone's fee; the shop's own
 * country's without one); null when the shop has zones and none ships there (docs/product/api.md,
 * "Shipping zones").
 */
export function useShippingPricing(): (country: string | null | undefined) => PricingSettings | null {
  const { settings, pricing } = useContext(ShopSettingsContext);
  return useCallback(
    (country) => (country == null ? pricing : shippingPricing(settings, country)),
    [settings, pricing],
  );
}

/**
 * How this page writes amounts and dates (docs/decisions/0034-money-formatting.md): the shop's
 * currency in the page's language and the shop's country, the same on the server and in the browser.
 */
export function useMoney(): ShopMoney {
  return useContext(ShopSettingsContext).money;
}
