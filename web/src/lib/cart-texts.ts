/**
 * The cart page's texts (docs/decisions/0045-languages-and-messages.md): an area of their own, its
 * catalogs listed here so that the cart page names only its own (lib/area-texts.ts loads them with the
 * page's route, and the first-load check counts them for the cart's page alone).
 */
import { type Language, type MessageValues, t } from "@shop/contract/i18n";
import type { CartKey } from "@shop/contract/messages/cart";
import { useMemo } from "react";
import { type StorefrontKey, useLanguage } from "./i18n";

export const CART_CATALOGS: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import("@shop/contract/catalogs/cart/en.json"),
  de: () => import("@shop/contract/catalogs/cart/de.json"),
  es: () => import("@shop/contract/catalogs/cart/es.json"),
  ar: () => import("@shop/contract/catalogs/cart/ar.json"),
};

/** `t` in the page's language for the cart page (the cart's texts, loaded by its route, and the storefront's). */
export function useCartT(): (key: CartKey | StorefrontKey, values?: MessageValues) => string {
  const language = useLanguage();
  return useMemo(() => (key: CartKey | StorefrontKey, values?: MessageValues) => t(language, key, values), [language]);
}
