/**
 * The page's language and its texts (docs/decisions/0045-languages-and-messages.md). The server
 * writes the language into `<html lang>`; the browser loads that language's storefront catalog
 * before it hydrates (English is in the entry: the area module's texts), and components read texts
 * through `useT()`, which is the contract's `t` in the page's language.
 */
import {
  type CompiledCatalog,
  englishTexts,
  isShippedLanguage,
  type KeysOf,
  type Language,
  loadMessages,
  type MessageValues,
  SOURCE_LANGUAGE,
  t,
  textDirection,
} from "@shop/contract/i18n";
import storefrontEnglish from "@shop/contract/catalogs/storefront/en.json";
import { OWN } from "@shop/contract/messages/storefront";
import { createContext, type ReactNode, useContext, useMemo } from "react";

export type StorefrontKey = KeysOf<typeof OWN>;

loadMessages("en", englishTexts(OWN));
loadMessages("en", storefrontEnglish as CompiledCatalog);

/** The storefront's catalog per language, each its own chunk: a page loads one. */
const STOREFRONT: Record<Exclude<Language, "en">, () => Promise<{ default: unknown }>> = {
  de: () => import("@shop/contract/catalogs/storefront/de.json"),
  es: () => import("@shop/contract/catalogs/storefront/es.json"),
  ar: () => import("@shop/contract/catalogs/storefront/ar.json"),
};
const loaded = new Set<Language>([SOURCE_LANGUAGE]);

/** Loads a language's storefront texts (once); the server loads each language before rendering in it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language) || language === "en") return;
  const catalog = await STOREFRONT[language]();
  loadMessages(language, catalog.default as CompiledCatalog);
  loaded.add(language);
}

/** The language the server rendered the page in (`<html lang>`); English when there is none (tests). */
export function pageLanguage(doc: Document | undefined = globalThis.document): Language {
  const lang = doc?.documentElement.lang;
  return isShippedLanguage(lang) ? lang : SOURCE_LANGUAGE;
}

const LanguageContext = createContext<Language>(SOURCE_LANGUAGE);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** `t` in the page's language, for the storefront's texts. */
export function useT(): (key: StorefrontKey, values?: MessageValues) => string {
  const language = useLanguage();
  return useMemo(() => (key: StorefrontKey, values?: MessageValues) => t(language, key, values), [language]);
}

export { textDirection };
