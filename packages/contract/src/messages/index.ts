/**
 * Every text of docs/product/storefront.md §5 and §8 and of docs/product/api.md, written once, in the
 * module of the area that shows it (docs/decisions/0027-first-load-budget.md): `storefront` (a guest's
 * pages), `account`, `checkout`, `back-office`, and `server` (the API's answers). The server and the
 * tests import this whole set (through the contract's index); the web's pages import their area's
 * module (`@shop/contract/messages/<area>`), so a storefront page carries only the storefront's texts.
 */
import type { KeysOf } from "../i18n/catalog.js";
import * as account from "./account.js";
import * as backOffice from "./back-office.js";
import * as cart from "./cart.js";
import * as checkout from "./checkout.js";
import type * as mails from "./mails.js";
import * as server from "./server.js";
import * as storefront from "./storefront.js";

export { REPLY_TEXT_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "./account.js";
export * from "./error-codes.js";

export const MSG = {
  ...storefront.OWN.MSG,
  ...account.OWN.MSG,
  ...cart.OWN.MSG,
  ...checkout.OWN.MSG,
  ...backOffice.OWN.MSG,
  ...server.OWN.MSG,
} as const;

/** Fallback error texts of docs/product/storefront.md §8, shown when the server sends no message. */
export const FALLBACK = {
  ...storefront.OWN.FALLBACK,
  ...account.OWN.FALLBACK,
  ...checkout.OWN.FALLBACK,
  ...backOffice.OWN.FALLBACK,
  ...server.OWN.FALLBACK,
} as const;

export const SUCCESS = {
  ...storefront.OWN.SUCCESS,
  ...account.OWN.SUCCESS,
  ...checkout.OWN.SUCCESS,
  ...backOffice.OWN.SUCCESS,
  ...server.OWN.SUCCESS,
} as const;

/** A key of any text, as `t` takes it (docs/decisions/0045-languages-and-messages.md). */
export type MessageKey =
  | KeysOf<typeof storefront.OWN>
  | KeysOf<typeof account.OWN>
  | KeysOf<typeof cart.OWN>
  | KeysOf<typeof checkout.OWN>
  | KeysOf<typeof backOffice.OWN>
  | KeysOf<typeof server.OWN>
  | KeysOf<typeof mails.OWN>;
