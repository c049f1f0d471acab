/**
 * The back office's texts (the seller dashboard and the admins' screens) in the page's language
 * (docs/decisions/0045-languages-and-messages.md). The storefront's catalog is in the entry and its
 * language's chunk; the back office's own area, and the account's beneath it, are chunks of their own
 * that only back-office pages load: `BackOfficeTexts` holds a page until its language's catalogs are
 * in, and `useBackOfficeT()` reads them. English is here, from the area modules, with no loading.
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
import accountEnglish from "@shop/contract/catalogs/account/en.json";
import backOfficeEnglish from "@shop/contract/catalogs/back-office/en.json";
import { OWN as ACCOUNT } from "@shop/contract/messages/account";
import { OWN } from "@shop/contract/messages/back-office";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { FullPageSpinner } from "../components/ui/spinner";
import { type StorefrontKey, useLanguage } from "./i18n";

export type BackOfficeKey = KeysOf<typeof OWN> | KeysOf<typeof ACCOUNT> | StorefrontKey;

loadMessages("en", englishTexts(ACCOUNT));
loadMessages("en", accountEnglish as CompiledCatalog);
loadMessages("en", englishTexts(OWN));
loadMessages("en", backOfficeEnglish as CompiledCatalog);

type Chunk = Promise<{ default: unknown }>;
/** The back office's and the account's catalogs of a language, each its own chunk. */
const CATALOGS: Record<Exclude<Language, "en">, () => Chunk[]> = {
  de: () => [import("@shop/contract/catalogs/account/de.json"), import("@shop/contract/catalogs/back-office/de.json")],
  es: () => [import("@shop/contract/catalogs/account/es.json"), import("@shop/contract/catalogs/back-office/es.json")],
  ar: () => [import("@shop/contract/catalogs/account/ar.json"), import("@shop/contract/catalogs/back-office/ar.json")],
};
const loaded = new Set<Language>(["en"]);

/** Loads a language's back-office texts (once); a failure leaves the page in English. */
export async function loadBackOffice(language: Language): Promise<void> {
  if (loaded.has(language) || language === "en") return;
  const catalogs = await Promise.all(CATALOGS[language]());
  for (const catalog of catalogs) loadMessages(language, catalog.default as CompiledCatalog);
  loaded.add(language);
}

/** A back-office page, shown once its language's texts are loaded (a spinner until then). */
export function BackOfficeTexts({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const [ready, setReady] = useState(() => loaded.has(language));
  useEffect(() => {
    if (loaded.has(language)) return setReady(true);
    let current = true;
    setReady(false);
    void loadBackOffice(language)
      .catch(() => undefined)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [language]);
  return ready ? children : <FullPageSpinner />;
}

export type BackOfficeT = (key: BackOfficeKey, values?: MessageValues) => string;

/** `t` in the page's language, for the back office's texts (and the account's and storefront's). */
export function useBackOfficeT(): BackOfficeT {
  const language = useLanguage();
  return useMemo(() => (key: BackOfficeKey, values?: MessageValues) => t(language, key, values), [language]);
}

/** English texts of the back office and the account, by text: to show a text a check wrote in English. */
let keysByText: Map<string, string> | undefined;
function keyOf(text: string): string | undefined {
  if (!keysByText) {
    keysByText = new Map();
    for (const own of [OWN, ACCOUNT])
      for (const [key, value] of Object.entries(englishTexts(own)))
        if (!keysByText.has(String((value as string[])[0]))) keysByText.set(String((value as string[])[0]), key);
  }
  return keysByText.get(text);
}

/**
 * A text a form's check or the web wrote in English (the contract's schemas write `MSG`'s texts), in
 * the page's language; a text the contract does not hold stays as it is (the server's answers come
 * translated already, by `Accept-Language`).
 */
export function useShownText(): (text: string | undefined) => string | undefined {
  const language = useLanguage();
  return useMemo(
    () => (text: string | undefined) => {
      if (!text || language === "en") return text;
      const key = keyOf(text);
      return key ? t(language, key) : text;
    },
    [language],
  );
}

/** The back office's layout loads its language's texts as it mounts (the same chunks as `BackOfficeTexts`). */
export const loadBackOfficeLanguage = (language: Language) => loadBackOffice(language).catch(() => undefined);
