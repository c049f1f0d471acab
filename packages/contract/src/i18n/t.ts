/**
 * The one way to read a text in a language (docs/decisions/0045-languages-and-messages.md):
 * `t(lang, key, values)`. Texts are ICU messages (`{name}`, `{count, plural, one {…} other {…}}`),
 * compiled by Lingui's message compiler and formatted by its runtime (`@lingui/core`), plural forms by
 * `Intl.PluralRules`. This module holds no text: the server loads every area in every language
 * (`messages/catalogs.ts`), a web page loads its areas in its language before it renders.
 */
import { type I18n, setupI18n } from "@lingui/core";
import { type Language, SHIPPED_LANGUAGES, SOURCE_LANGUAGE } from "./languages.js";

/** A catalog as the runtime takes it: a key's compiled message (a plain text is its own compiled form). */
export type CompiledCatalog = Record<string, unknown>;
export type MessageValues = Record<string, string | number>;

const runtimes = new Map<Language, I18n>();

function runtime(language: Language): I18n {
  let i18n = runtimes.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    runtimes.set(language, i18n);
  }
  return i18n;
}

/** Adds compiled messages to a language's catalog (an area at a time; later loads add to earlier ones). */
export function loadMessages(language: Language, messages: CompiledCatalog): void {
  // biome-ignore lint/suspicious/noExplicitAny: Lingui's compiled message type is not exported by name
  runtime(language).load(language, messages as any);
}

/** Whether a language's catalog holds a key (a missing one falls back to English in `t`). */
export function hasMessage(language: Language, key: string): boolean {
  return runtimes.get(language)?.messages[key] !== undefined;
}

/**
 * The text of `key` in `language`, with its placeholders filled from `values`. A key the language
 * lacks falls back to the source language (English), and a key no catalog holds is answered as itself.
 */
export function t(language: Language, key: string, values?: MessageValues): string {
  const lang = hasMessage(language, key) ? language : SOURCE_LANGUAGE;
  if (!hasMessage(lang, key)) return key;
  return runtime(lang)._(key, values);
}

/** Shipped languages, for loops over every catalog. */
export const LANGUAGES = SHIPPED_LANGUAGES;
