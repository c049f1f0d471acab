/**
 * Every area's texts in every shipped language, loaded for the server (which renders and answers in
 * any of them) and the tests (docs/decisions/0045-languages-and-messages.md). A web page never
 * imports this module: it loads its own areas in its own language.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type AreaTexts, englishTexts } from "../i18n/catalog.js";
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
import * as checkout from "./checkout.js";
import type { MessageKey } from "./index.js";
import checkoutAr from "./checkout/ar.json";
import checkoutDe from "./checkout/de.json";
import checkoutEn from "./checkout/en.json";
import checkoutEs from "./checkout/es.json";
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

/** `t` of the contract (i18n/t.ts), with every text loaded and its keys checked. */
export const t: (language: Language, key: MessageKey, values?: MessageValues) => string = translate;
