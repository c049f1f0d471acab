/**
 * The languages Marigold ships (docs/decisions/0045-languages-and-messages.md). A shop offers an
 * ordered list of them in its store settings, the first its default; every other offered language
 * lives under its prefix (`/de/products/8`).
 */

export const SHIPPED_LANGUAGES = ["en", "de", "es", "ar"] as const;
export type Language = (typeof SHIPPED_LANGUAGES)[number];

/** The language a text falls back to when a catalog lacks it: the spec's English. */
export const SOURCE_LANGUAGE: Language = "en";

/** Each language's name in itself, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  ar: "العربية",
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(["ar"]);

export function isShippedLanguage(code: unknown): code is Language {
  return typeof code === "string" && (SHIPPED_LANGUAGES as readonly string[]).includes(code);
}

/** `<html dir>` of a language. */
export function textDirection(language: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/**
 * The offered language an `Accept-Language` header asks for first (by its q-values, a region
 * matching its language: `de-AT` is `de`), else the shop's default (the first offered).
 */
export function negotiateLanguage(header: string | undefined, offered: readonly Language[]): Language {
  const fallback = offered[0] ?? SOURCE_LANGUAGE;
  if (!header) return fallback;
  const wanted = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        base: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((w) => w.quality > 0 && w.base !== "")
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const w of wanted) {
    if (w.base === "*") return fallback;
    const match = offered.find((code) => code === w.base);
    if (match) return match;
  }
  return fallback;
}

/** The path prefix of a language's pages: none for the shop's default (the first offered), `/de` for German. */
export function languagePrefix(language: Language, offered: readonly Language[]): string {
  return language === (offered[0] ?? SOURCE_LANGUAGE) ? "" : `/${language}`;
}

/**
 * A path's language prefix: the shipped language its first segment names (`/de/products/8`: `de`,
 * `/products/8`), or none. Whether the shop offers it is the caller's question.
 */
export function splitLanguagePath(pathname: string): { language: Language | undefined; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !isShippedLanguage(match[1])) return { language: undefined, rest: pathname };
  return { language: match[1], rest: match[2] || "/" };
}

/** The cookie that keeps a shopper's choice of language (docs/decisions/0045-languages-and-messages.md). */
export const LANGUAGE_COOKIE = "marigold_lang";
