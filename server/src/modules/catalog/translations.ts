/**
 * What sellers and owners write per language (docs/decisions/0054-texts-per-language.md): the
 * translations a product or category body may carry (only for the shop's offered languages other than
 * its default), how they are stored, and which text an answer gives in a request's language (the
 * translation, else the default language's own text).
 */
import {
  type CategoryTranslationsInput,
  type Language,
  MSG,
  negotiateLanguage,
  type ProductTranslationsInput,
  SOURCE_LANGUAGE,
} from "@shop/contract";
import { badRequest } from "../../core/errors.js";
import { STEMMERS } from "../../db/schema/index.js";

/** The language an answer's texts are asked in, the shop's default, and whether the answer says which. */
export interface TextLanguage {
  language: Language;
  fallback: Language;
  /** The shop offers more than one language: answers carry `language` (an English-only shop's are as before). */
  tell: boolean;
}

/** A shop's own texts, as written (an answer to its seller or admin, a shop with one language). */
export const AS_WRITTEN: TextLanguage = { language: SOURCE_LANGUAGE, fallback: SOURCE_LANGUAGE, tell: false };

/** The text language of a request: the offered language `Accept-Language` asks for, else the default. */
export function textLanguageOf(acceptLanguage: string | undefined, offered: readonly Language[]): TextLanguage {
  const fallback = offered[0] ?? SOURCE_LANGUAGE;
  return { language: negotiateLanguage(acceptLanguage, offered), fallback, tell: offered.length > 1 };
}

/** Part of a cache key: answers differ by the language their texts are in. */
export const languageKey = (l: TextLanguage) => `${l.language}:${l.fallback}:${l.tell ? 1 : 0}`;

/**
 * Refuses (400, a field error per language) translations into a language the shop does not offer,
 * or into its default, whose text is the product's or category's own fields.
 */
export function checkTranslations(given: Record<string, unknown> | undefined, offered: readonly Language[]): void {
  if (!given) return;
  const fieldErrors: Record<string, string> = {};
  for (const code of Object.keys(given)) {
    if (code === offered[0]) fieldErrors[`translations.${code}`] = MSG.translationIsDefault(code);
    else if (!(offered as readonly string[]).includes(code))
      fieldErrors[`translations.${code}`] = MSG.translationNotOffered(code);
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}

export type StoredProductTranslations = Partial<Record<string, { name: string; description?: string }>>;
export type StoredCategoryTranslations = Partial<Record<string, { name: string }>>;

export const storedProductTranslations = (given: ProductTranslationsInput): StoredProductTranslations =>
  Object.fromEntries(
    Object.entries(given).map(([code, t]) => [
      code,
      t.description === undefined ? { name: t.productName } : { name: t.productName, description: t.description },
    ]),
  );

export const storedCategoryTranslations = (given: CategoryTranslationsInput): StoredCategoryTranslations =>
  Object.fromEntries(Object.entries(given).map(([code, t]) => [code, { name: t.categoryName }]));

/** A JSON column as the driver hands it: parsed (node-postgres, PGlite) or text. */
const parsed = <T>(value: T | string | null | undefined): T | undefined =>
  value === null || value === undefined ? undefined : typeof value === "string" ? (JSON.parse(value) as T) : value;

/** The stored translations as the seller's and admin's answers give them; undefined without any. */
export function answeredProductTranslations(stored: StoredProductTranslations | string | null | undefined) {
  const t = parsed(stored);
  if (!t || Object.keys(t).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(t).flatMap(([code, v]) =>
      v ? [[code, v.description === undefined ? { productName: v.name } : { productName: v.name, description: v.description }]] : [],
    ),
  ) as Record<string, { productName: string; description?: string }>;
}

export function answeredCategoryTranslations(stored: StoredCategoryTranslations | string | null | undefined) {
  const t = parsed(stored);
  if (!t || Object.keys(t).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(t).flatMap(([code, v]) => (v ? [[code, { categoryName: v.name }]] : [])),
  ) as Record<string, { categoryName: string }>;
}

/**
 * A product's name and description in the answer's language: its translation where it has one (a
 * description left out is the default language's), else its own; with `language` when the shop offers several.
 */
export function productTextIn(
  row: { name: string; description: string; translations?: StoredProductTranslations | string | null },
  l: TextLanguage,
): { productName: string; description: string; language?: Language } {
  const t = l.language === l.fallback ? undefined : parsed(row.translations)?.[l.language];
  const text = t
    ? { productName: t.name, description: t.description ?? row.description }
    : { productName: row.name, description: row.description };
  return l.tell ? { ...text, language: t ? l.language : l.fallback } : text;
}

/** A category's name in the answer's language, as `productTextIn`. */
export function categoryNameIn(
  name: string,
  translations: StoredCategoryTranslations | string | null | undefined,
  l: TextLanguage,
): { categoryName: string; language?: Language } {
  const t = l.language === l.fallback ? undefined : parsed(translations)?.[l.language];
  const text = { categoryName: t ? t.name : name };
  return l.tell ? { ...text, language: t ? l.language : l.fallback } : text;
}

/**
 * The text-search configuration that stems a language (decision 0054): a search in a language other
 * than the default also matches the products' translations stemmed in it (`search_stems`).
 */
export const STEMMER = Object.fromEntries(STEMMERS) as Record<Language, string>;
