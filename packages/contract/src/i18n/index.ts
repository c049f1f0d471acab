/**
 * The contract's languages and its one way to read a text (docs/decisions/0045-languages-and-messages.md).
 * No catalog is in here: the server imports `messages/catalogs` (every area, every language), a web
 * page loads its areas' catalogs in its language (`@shop/contract/catalogs/<area>/<lang>.json`).
 */
export * from "./catalog.js";
export * from "./languages.js";
export * from "./t.js";
