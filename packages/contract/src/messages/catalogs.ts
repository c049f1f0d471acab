/**
 * Every area's texts in every shipped language, loaded for the server (which renders and answers in
 * any of them) and the tests (docs/decisions/0045-languages-and-messages.md). A web page never
 * imports this module: it loads its own areas in its own language.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse, type Token } from "@messageformat/parser";
import { type AreaTexts, areaKeys, englishTexts } from "../i18n/catalog.js";
import type { Language } from "../i18n/languages.js";
import { type CompiledCatalog, loadMessages, type MessageValues, t as translate } from "../i18n/t.js";
import * as account from "./account.js";
import accountAr from "./account/ar.json";
import accountDe from "./account/de.json";
import accountEn from "./account/en.json";
import accountEs from "./account/es.json";
import * as backOffice from "./back-office.js";
import backOfficeAr from "./back-office/ar.json";
import backOfficeDe from "./back-office/de.json";
import backOfficeEn from "./back-office/en.json";
import backOfficeEs from "./back-office/es.json";
import * as cart from "./cart.js";
import cartAr from "./cart/ar.json";
import cartDe from "./cart/de.json";
import cartEn from "./cart/en.json";
import cartEs from "./cart/es.json";
import * as checkout from "./checkout.js";
import type { MessageKey } from "./index.js";
import checkoutAr from "./checkout/ar.json";
import checkoutDe from "./checkout/de.json";
import checkoutEn from "./checkout/en.json";
import checkoutEs from "./checkout/es.json";
import * as mails from "./mails.js";
import mailsAr from "./mails/ar.json";
import mailsDe from "./mails/de.json";
import mailsEn from "./mails/en.json";
import mailsEs from "./mails/es.json";
import * as server from "./server.js";
import serverAr from "./server/ar.json";
import serverDe from "./server/de.json";
import serverEn from "./server/en.json";
import serverEs from "./server/es.json";
import * as storefront from "./storefront.js";
import storefrontAr from "./storefront/ar.json";
import storefrontDe from "./storefront/de.json";
import storefrontEn from "./storefront/en.json";
import storefrontEs from "./storefront/es.json";

type Catalogs = Record<Language, Record<string, string>>;

/** Each area: its English texts (the module) and its ICU catalogs per language. */
export const AREAS: Record<string, { own: AreaTexts; catalogs: Catalogs }> = {
  storefront: {
    own: storefront.OWN,
    catalogs: { en: storefrontEn, de: storefrontDe, es: storefrontEs, ar: storefrontAr },
  },
  account: { own: account.OWN, catalogs: { en: accountEn, de: accountDe, es: accountEs, ar: accountAr } },
  checkout: { own: checkout.OWN, catalogs: { en: checkoutEn, de: checkoutDe, es: checkoutEs, ar: checkoutAr } },
  "back-office": {
    own: backOffice.OWN,
    catalogs: { en: backOfficeEn, de: backOfficeDe, es: backOfficeEs, ar: backOfficeAr },
  },
  server: { own: server.OWN, catalogs: { en: serverEn, de: serverDe, es: serverEs, ar: serverAr } },
  mails: { own: mails.OWN, catalogs: { en: mailsEn, de: mailsDe, es: mailsEs, ar: mailsAr } },
  // Last: a text written the same in English elsewhere ("Total") is read back as the other area's.
  cart: { own: cart.OWN, catalogs: { en: cartEn, de: cartDe, es: cartEs, ar: cartAr } },
};

/** An ICU catalog in the runtime's compiled form. */
export function compileCatalog(catalog: Record<string, string>): CompiledCatalog {
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]));
}

for (const { own, catalogs } of Object.values(AREAS)) {
  loadMessages("en", englishTexts(own));
  for (const [language, catalog] of Object.entries(catalogs))
    loadMessages(language as Language, compileCatalog(catalog));
}

/** A text with placeholders, recognised in its English: a pattern, the names it captures, values it fixes. */
interface EnglishPattern {
  key: string;
  pattern: RegExp;
  names: string[];
  numbers: Set<string>;
  fixed: MessageValues;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A message's selects spelled out: one token list per choice of each select's case (a named case fixes
 * its argument to the case's key, as the message's values chose it; `other` leaves it to be read).
 */
function withoutSelects(tokens: Token[]): { tokens: Token[]; fixed: MessageValues }[] {
  let choices: { tokens: Token[]; fixed: MessageValues }[] = [{ tokens: [], fixed: {} }];
  for (const token of tokens) {
    if (token.type !== "select") {
      choices = choices.map((c) => ({ tokens: [...c.tokens, token], fixed: c.fixed }));
      continue;
    }
    choices = token.cases.flatMap((option) =>
      withoutSelects(option.tokens).flatMap((inner) =>
        choices.map((c) => ({
          tokens: [...c.tokens, ...inner.tokens],
          fixed: { ...c.fixed, ...inner.fixed, ...(option.key === "other" ? {} : { [token.arg]: option.key }) },
        })),
      ),
    );
  }
  return choices;
}

/**
 * The patterns of an ICU English: one, or one per case of a plural that is the whole message, or one
 * per choice of its selects (a status named in the sentence: "This return is {status, select, …}").
 */
function patternsOf(key: string, message: string): EnglishPattern[] {
  const tokens = parse(message);
  const one = (list: Token[], plural?: string, fixed: MessageValues = {}): EnglishPattern | undefined => {
    const names: string[] = [];
    const numbers = new Set<string>();
    let source = "";
    for (const token of list) {
      if (token.type === "content") source += escapeRegExp(token.value);
      else if (token.type === "argument") {
        const numeric = token.arg === plural;
        if (numeric) numbers.add(token.arg);
        names.push(token.arg);
        source += numeric ? "(-?\\d+)" : "(.+?)";
      } else if (token.type === "octothorpe" && plural) {
        numbers.add(plural);
        names.push(plural);
        source += "(-?\\d+)";
      } else return undefined;
    }
    return { key, pattern: new RegExp(`^${source}$`, "s"), names, numbers, fixed };
  };
  const [only] = tokens;
  if (tokens.length === 1 && only?.type === "plural") {
    return only.cases.flatMap((c) => {
      const exact = /^=(-?\d+)$/.exec(c.key);
      const found = one(c.tokens, only.arg, exact ? { [only.arg]: Number(exact[1]) } : {});
      return found ? [found] : [];
    });
  }
  return withoutSelects(tokens).flatMap((choice) => {
    const found = one(choice.tokens, undefined, choice.fixed);
    return found ? [found] : [];
  });
}

const plainKeys = new Map<string, string>();
const englishPatterns: EnglishPattern[] = [];
for (const { own, catalogs } of Object.values(AREAS)) {
  for (const [key, value] of areaKeys(own))
    if (typeof value === "string" && !plainKeys.has(value)) plainKeys.set(value, key);
  for (const [key, message] of Object.entries(catalogs.en)) englishPatterns.push(...patternsOf(key, message));
}
// The most specific pattern first: "Only {left} left in stock" before a bare "{n} left".
const fixedLength = (p: EnglishPattern) => p.pattern.source.replace(/\(-\?\\d\+\)|\(\.\+\?\)/g, "").length;
englishPatterns.sort((a, b) => fixedLength(b) - fixedLength(a));

/**
 * A text the server wrote in English (an error's message, a field's, a success note), in another
 * language: the text whose English it is, with the values read back out of it (docs/decisions/
 * 0045-languages-and-messages.md). A text that is no message of the contract stays as it is.
 */
export function translateText(text: string, language: Language): string {
  if (language === "en") return text;
  const key = plainKeys.get(text);
  if (key) return translate(language, key);
  for (const { key: k, pattern, names, numbers, fixed } of englishPatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: MessageValues = { ...fixed };
    names.forEach((name, i) => {
      const captured = match[i + 1] ?? "";
      values[name] = numbers.has(name) ? Number(captured) : captured;
    });
    // The pattern's case must be the case the values choose (=0 is not "Only 0 left").
    if (translate("en", k, values) !== text) continue;
    return translate(language, k, values);
  }
  return text;
}

/** `t` of the contract (i18n/t.ts), with every text loaded and its keys checked. */
export const t: (language: Language, key: MessageKey, values?: MessageValues) => string = translate;
