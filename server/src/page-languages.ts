/**
 * The storefront's addresses per language (docs/decisions/0045-languages-and-messages.md): the shop's
 * default language keeps today's routes, every other offered language lives under its prefix
 * (`/de/products/8`). A prefix of a language the shop does not offer is no page (404); the default's
 * own prefix (`/en/…` in an English shop) is the language switcher's way back: it remembers the choice
 * and leads to the page without it. A shopper's choice is a cookie, set by every page of a prefix;
 * a page of the default language sends a shopper whose cookie names another offered language there,
 * and never a crawler.
 */
import { type Language, LANGUAGE_COOKIE, languagePrefix, splitLanguagePath, textDirection } from "@shop/contract";
import { escapeHtmlAttribute } from "./core/escape.js";

export type PageAddress =
  /** A page in `language`; `url` is its address without the prefix (what the routes know). */
  | { kind: "page"; language: Language; prefix: string; url: string }
  /** The prefix of a shipped language the shop does not offer: Page Not Found. */
  | { kind: "not-offered" }
  /** Somewhere else, and the choice of language to keep there. */
  | { kind: "redirect"; to: string; remember?: Language };

/** Crawlers and link previews: they see each page at its own address, never sent elsewhere. */
const BOTS = /bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|lighthouse|headless/i;

/** The value of the language cookie in a Cookie header, when it names a language. */
export function cookieLanguage(cookieHeader: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? "");
  return match?.[1];
}

export function pageAddress(
  url: string,
  offered: readonly Language[],
  request: { cookie?: string; userAgent?: string },
): PageAddress {
  const cut = url.indexOf("?");
  const pathname = cut < 0 ? url : url.slice(0, cut);
  const query = cut < 0 ? "" : url.slice(cut);
  const { language, rest } = splitLanguagePath(pathname);
  const fallback = offered[0] ?? "en";
  if (language === undefined) {
    const wanted = cookieLanguage(request.cookie);
    const chosen = offered.find((code) => code === wanted);
    if (chosen && chosen !== fallback && !BOTS.test(request.userAgent ?? ""))
      return { kind: "redirect", to: `/${chosen}${pathname === "/" ? "" : pathname}${query}` };
    return { kind: "page", language: fallback, prefix: "", url };
  }
  if (!offered.includes(language)) return { kind: "not-offered" };
  // Never `//host` or `/\host` (another site, to a browser).
  const local = `/${rest.replace(/^[/\\]+/, "")}`;
  if (language === fallback) return { kind: "redirect", to: `${local}${query}`, remember: language };
  return { kind: "page", language, prefix: `/${language}`, url: `${rest}${query}` };
}

/** The cookie that remembers a language for a year, for every page of the shop. */
export function rememberLanguage(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** `<html>`'s attributes for a language. */
export function htmlAttributes(language: Language): { lang: Language; dir: "ltr" | "rtl" } {
  return { lang: language, dir: textDirection(language) };
}

/**
 * The head's links to the page in every offered language (`hreflang`, the default as `x-default`),
 * and its canonical link in its own: `path` is the page's canonical address without a prefix.
 */
export function languageLinks(
  publicUrl: string,
  path: string,
  language: Language,
  offered: readonly Language[],
): string {
  const at = (code: Language) => {
    const prefix = languagePrefix(code, offered);
    return `${publicUrl}${prefix}${prefix && path === "/" ? "" : path}`;
  };
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ""} href="${escapeHtmlAttribute(href)}" />`;
  return [
    link("canonical", at(language)),
    ...(offered.length > 1
      ? [
          ...offered.map((code) => link("alternate", at(code), code)),
          link("alternate", at(offered[0] ?? "en"), "x-default"),
        ]
      : []),
  ].join("\n    ");
}
