/**
 * The texts of an area beyond the storefront's (docs/decisions/0045-languages-and-messages.md): the
 * checkout's and the account's catalogs, each language its own chunk, loaded with the area's pages
 * (route `lazy`, before the page renders) and never with the storefront's first load (decision 0027).
 * English is the area module's texts and its `en.json` (the texts with placeholders).
 */
import {
  type CompiledCatalog,
  englishTexts,
  type AreaTexts,
  type Language,
  loadMessages,
  type MessageValues,
  t,
} from "@shop/contract/i18n";
import type { AccountKey } from "@shop/contract/messages/account";
import type { CartKey } from "@shop/contract/messages/cart";
import type { CheckoutKey } from "@shop/contract/messages/checkout";
import { CART_CATALOGS } from "./cart-texts";
import { type StorefrontKey, useLanguage } from "./i18n";
import { useMemo } from "react";

type Catalog = () => Promise<{ default: unknown }>;
interface AreaChunks {
  own: () => Promise<{ OWN: AreaTexts }>;
  catalogs: Record<Language, Catalog>;
}

const AREAS = {
  account: {
    own: () => import("@shop/contract/messages/account"),
    catalogs: {
      en: () => import("@shop/contract/catalogs/account/en.json"),
      de: () => import("@shop/contract/catalogs/account/de.json"),
      es: () => import("@shop/contract/catalogs/account/es.json"),
      ar: () => import("@shop/contract/catalogs/account/ar.json"),
    },
  },
  cart: { own: () => import("@shop/contract/messages/cart"), catalogs: CART_CATALOGS },
  checkout: {
    own: () => import("@shop/contract/messages/checkout"),
    catalogs: {
      en: () => import("@shop/contract/catalogs/checkout/en.json"),
      de: () => import("@shop/contract/catalogs/checkout/de.json"),
      es: () => import("@shop/contract/catalogs/checkout/es.json"),
      ar: () => import("@shop/contract/catalogs/checkout/ar.json"),
    },
  },
} satisfies Record<string, AreaChunks>;
export type AreaName = keyof typeof AREAS;

const loaded = new Map<string, Promise<void>>();

async function loadOne(area: AreaName, language: Language): Promise<void> {
  const chunks: AreaChunks = AREAS[area];
  if (language === "en") {
    const [{ OWN }, english] = await Promise.all([chunks.own(), chunks.catalogs.en()]);
    loadMessages("en", englishTexts(OWN));
    loadMessages("en", english.default as CompiledCatalog);
    return;
  }
  // English too: the fallback of a key the language lacks.
  const [catalog] = await Promise.all([chunks.catalogs[language](), loadArea(area, "en")]);
  loadMessages(language, catalog.default as CompiledCatalog);
}

/** Loads an area's texts in a language (once). */
export function loadArea(area: AreaName, language: Language): Promise<void> {
  const id = `${area}/${language}`;
  let done = loaded.get(id);
  if (!done) {
    done = loadOne(area, language);
    loaded.set(id, done);
  }
  return done;
}

/** Loads areas' texts in a language: what a route's `lazy` awaits with its page's module. */
export function loadAreas(areas: readonly AreaName[], language: Language): Promise<void> {
  return Promise.all(areas.map((area) => loadArea(area, language))).then(() => undefined);
}

/** `t` in the page's language for the account's screens (their areas loaded by the route). */
export function useAccountT(): (key: AccountKey | StorefrontKey, values?: MessageValues) => string {
  const language = useLanguage();
  return useMemo(() => (key, values) => t(language, key, values), [language]);
}

/** `t` in the page's language for the checkout's screens (the checkout's, the cart's and the account's texts). */
export function useCheckoutT(): (
  key: CheckoutKey | CartKey | AccountKey | StorefrontKey,
  values?: MessageValues,
) => string {
  const language = useLanguage();
  return useMemo(() => (key, values) => t(language, key, values), [language]);
}
