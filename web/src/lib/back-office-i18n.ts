/**
 * The back office's texts in the page's language (docs/decisions/0045-languages-and-messages.md,
 * 0053-the-back-office-of-its-own.md): the back-office area's catalog, loaded with the back office's
 * layout (a chunk of its own per language, never on a storefront page), read through `useBackOfficeT()`.
 */
import {
  type CompiledCatalog,
  englishTexts,
  type KeysOf,
  type Language,
  loadMessages,
  type MessageValues,
  t,
} from "@shop/contract/i18n";
import backOfficeEnglish from "@shop/contract/catalogs/back-office/en.json";
import { OWN } from "@shop/contract/messages/back-office";
import { useMemo } from "react";
import { useLanguage } from "./i18n";

export type BackOfficeKey = KeysOf<typeof OWN>;

loadMessages("en", englishTexts(OWN));
loadMessages("en", backOfficeEnglish as CompiledCatalog);

const CATALOGS: Record<Exclude<Language, "en">, () => Promise<{ default: unknown }>> = {
  de: () => import("@shop/contract/catalogs/back-office/de.json"),
  es: () => import("@shop/contract/catalogs/back-office/es.json"),
  ar: () => import("@shop/contract/catalogs/back-office/ar.json"),
};
const loaded = new Set<Language>(["en"]);

/** Loads a language's back-office texts (once); when that fails the screens show in English. */
export async function loadBackOfficeLanguage(language: Language): Promise<void> {
  if (loaded.has(language) || language === "en") return;
  try {
    const catalog = await CATALOGS[language]();
    loadMessages(language, catalog.default as CompiledCatalog);
    loaded.add(language);
  } catch {
    // English stands in (t falls back to it per key).
  }
}

/** `t` in the page's language, for the back office's texts. */
export function useBackOfficeT(): (key: BackOfficeKey, values?: MessageValues) => string {
  const language = useLanguage();
  return useMemo(() => (key: BackOfficeKey, values?: MessageValues) => t(language, key, values), [language]);
}
