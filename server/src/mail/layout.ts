/**
 * The one layout every mail of the shop is composed in (docs/decisions/0024-mails-and-papers.md): a
 * plain-text part and an HTML part built from the same blocks, carrying the shop's name and contact
 * details from the store settings. Every value that reaches the HTML is escaped here (core/escape.ts),
 * so a product, a name or an address can never add markup to a mail. What each mail says lives with
 * the module that sends it (`modules/<domain>/mails.ts`); this folder composes and sends.
 */
import {
  type Language,
  languagePrefix,
  logoPaths,
  type MessageKey,
  type MoneySettings,
  type ShopMoney,
  shopMoney,
  SOURCE_LANGUAGE,
  textDirection,
} from "@shop/contract";
import { t } from "@shop/contract/messages/catalogs";
import { escapeHtmlAttribute as attr, escapeHtmlText as escapeText } from "../core/escape.js";
import type { Mail } from "./mailer.js";

/** What every mail says about the shop: its name and contact details (store settings), and its address. */
export interface MailShop {
  shopName: string;
  /** Where the shop's pages are, for links (no trailing slash). */
  publicUrl: string;
  contactEmail?: string;
  contactPhone?: string;
  contactAddress?: string;
  /** The shop's logo as an absolute PNG URL (docs/decisions/0041-the-shop-logo.md); without it the name heads the mail. */
  logoUrl?: string;
  /** How the shop's amounts and dates are written (docs/decisions/0034-money-formatting.md), in `language`. */
  money: ShopMoney;
  /** The language the mail is written in (docs/decisions/0051): the shop's default until `mailShopIn` picks the recipient's. */
  language: Language;
  /** The languages the shop offers, the first its default: a link goes to the page in the mail's language. */
  languages: readonly Language[];
}

/**
 * The shop as a mail to a reader of `language` names it (docs/decisions/0051): its words, amounts and
 * dates in that language and the shop's country. A language the shop no longer offers, or none, is
 * the shop's default.
 */
export function mailShopIn(shop: MailShop, language: string | null | undefined): MailShop {
  const chosen = shop.languages.find((l) => l === language) ?? shop.languages[0] ?? SOURCE_LANGUAGE;
  if (chosen === shop.language) return shop;
  return {
    ...shop,
    language: chosen,
    money: shopMoney({ currency: shop.money.currency, country: shop.money.country }, chosen),
  };
}

/** Unicode's first-strong isolate and its end: a value keeps its own direction inside the text (rendered as `<bdi>` in HTML). */
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * A value without the right-to-left mark `Intl` puts before an Arabic amount ("\u200f2,469.00 US$"):
 * isolated, it then reads as written, digits and currency together, left to right.
 */
const unmarked = (value: string) => value.replace(/\u200f/g, "");

/**
 * A mail's text in its language (`t` over the `mails` area and the others), each value isolated in a
 * right-to-left mail so an order number, an amount or an e-mail address reads as written. A boolean is
 * a select's `"true"` or `"false"`, a number a plural's count: neither is isolated (a text value that
 * chooses a select's case must be given to `t` itself).
 */
export function say(shop: MailShop, key: MessageKey, values?: Record<string, string | number | boolean>): string {
  const rtl = textDirection(shop.language) === "rtl";
  const filled = values
    ? Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          typeof v === "number" ? v : typeof v === "boolean" ? String(v) : rtl ? `${FSI}${unmarked(v)}${PDI}` : v,
        ]),
      )
    : undefined;
  return t(shop.language, key, filled);
}

/** A page of the storefront in the mail's language (`/de/orders/8`; the default's without a prefix). */
export const pageUrl = (shop: MailShop, path: string) =>
  `${shop.publicUrl}${languagePrefix(shop.language, shop.languages.length ? shop.languages : [shop.language])}${path}`;

/** The parts a mail is made of; each renders to text and to HTML. */
export type MailBlock =
  | { paragraph: string }
  | { heading: string }
  | { link: { label: string; url: string } }
  /** Label and value pairs: totals, carrier and tracking number. */
  | { pairs: readonly (readonly [string, string])[] }
  /** Lines kept as they are: an address. */
  | { lines: readonly string[] }
  /** Order lines: quantity, what (with the variant), amount. */
  | { items: readonly MailLine[] };

export interface MailLine {
  quantity: number;
  name: string;
  /** "Size: M · Color: Blue", or "" */
  variant: string;
  sku?: string | null;
  /** Formatted, e.g. "$25.98"; omitted when the mail shows no prices. */
  amount?: string;
}

function textOf(block: MailBlock): string {
  if ("paragraph" in block) return block.paragraph;
  if ("heading" in block) return block.heading;
  if ("link" in block) return `${block.link.label}: ${block.link.url}`;
  if ("pairs" in block) return block.pairs.map(([k, v]) => `${k}: ${v}`).join("\n");
  if ("lines" in block) return block.lines.map((l) => `  ${l}`).join("\n");
  return block.items
    .map(
      (i) =>
        `  ${i.quantity} × ${i.name}${i.variant ? ` (${i.variant})` : ""}${i.sku ? ` [SKU ${i.sku}]` : ""}${i.amount ? `  ${i.amount}` : ""}`,
    )
    .join("\n");
}

const CELL = 'style="padding:4px 8px;border-bottom:1px solid #eee;vertical-align:top"';

/** Escaped text whose isolated values (FSI … PDI) become `<bdi>` elements. */
const html = (text: string) => escapeText(text).replaceAll(FSI, "<bdi>").replaceAll(PDI, "</bdi>");

/** A value that keeps its own direction in a right-to-left mail (amounts, SKUs, quantities). */
const own = (text: string) => `<bdi>${html(unmarked(text))}</bdi>`;

function htmlOf(block: MailBlock, rtl: boolean): string {
  const end = rtl ? "left" : "right";
  const value = rtl ? own : html;
  if ("paragraph" in block) return `<p style="margin:0 0 12px">${html(block.paragraph)}</p>`;
  if ("heading" in block) return `<h2 style="font-size:16px;margin:20px 0 8px">${html(block.heading)}</h2>`;
  if ("link" in block) {
    return `<p style="margin:16px 0"><a href="${attr(block.link.url)}" style="background:${BRAND};color:${BRAND_INK};padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold">${html(block.link.label)}</a></p>`;
  }
  if ("pairs" in block) {
    const rows = block.pairs.map(([k, v]) => `<tr><td ${CELL}>${html(k)}</td><td ${CELL}>${value(v)}</td></tr>`);
    return `<table style="border-collapse:collapse;margin:0 0 12px">${rows.join("")}</table>`;
  }
  if ("lines" in block) return `<p style="margin:0 0 12px">${block.lines.map(html).join("<br>")}</p>`;
  const rows = block.items.map(
    (i) =>
      `<tr><td ${CELL}>${rtl ? `<bdi>${i.quantity} ×</bdi>` : `${i.quantity} ×`}</td><td ${CELL}>${html(i.name)}${i.variant ? `<br><span style="color:#555">${html(i.variant)}</span>` : ""}${i.sku ? `<br><span style="color:#555">SKU ${value(i.sku)}</span>` : ""}</td><td ${CELL} align="${end}">${value(i.amount ?? "")}</td></tr>`,
  );
  return `<table style="border-collapse:collapse;width:100%;margin:0 0 12px">${rows.join("")}</table>`;
}

/** The shop's contact line under every mail, from the store settings (only what is set). */
const contactOf = (shop: MailShop) =>
  [shop.contactAddress, shop.contactPhone, shop.contactEmail].filter((v): v is string => Boolean(v?.trim()));

/** The shop's colour, as the storefront's accent buttons show it (web/src/index.css brand-500, ink-950). */
export const BRAND = "#f59e0b";
const BRAND_INK = "#0c0a09";

/**
 * What heads a mail: the shop's logo (at most 160 × 40 px, as in the storefront's header, and never
 * wider than the phone's screen), with the shop's name for mail programs that show no pictures; else
 * the name.
 */
const masthead = (shop: MailShop) =>
  shop.logoUrl
    ? `<img src="${attr(shop.logoUrl)}" alt="${attr(shop.shopName)}" width="160" style="display:block;width:auto;max-width:160px;max-height:40px;height:auto;border:0">`
    : html(shop.shopName);

/**
 * A mail in the shop's layout: the text part and the HTML part say the same. The HTML is fluid (as
 * wide as a phone's screen, at most 600 px) and in the shop's colour.
 */
export function composeMail(shop: MailShop, to: string, subject: string, blocks: readonly MailBlock[]): Mail {
  const contact = contactOf(shop);
  const text = [...blocks.map(textOf), "", "—", shop.shopName, ...contact, shop.publicUrl].join("\n\n").trim();
  const rtl = textDirection(shop.language) === "rtl";
  const body = blocks.map((b) => htmlOf(b, rtl)).join("\n");
  const footer = [shop.shopName, ...contact].map((c) => (rtl ? own(c) : html(c))).join(" · ");
  // The default English mail keeps its bare <html>; every other language says its own, and its direction.
  const lang = shop.language === SOURCE_LANGUAGE ? "" : ` lang="${shop.language}" dir="${rtl ? "rtl" : "ltr"}"`;
  const page = `<!doctype html>
<html${lang}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:Helvetica,Arial,sans-serif;color:#111;font-size:14px;line-height:1.5">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 8px">
<table role="presentation"${rtl ? ' dir="rtl"' : ""} width="100%" style="border-collapse:collapse;background:#fff;border-radius:8px;width:100%;max-width:600px;border-top:4px solid ${BRAND}">
<tr><td style="padding:20px 24px;border-bottom:1px solid #eee;font-size:18px;font-weight:bold"><a href="${attr(shop.publicUrl)}" style="color:#111;text-decoration:none">${masthead(shop)}</a></td></tr>
<tr><td style="padding:20px 24px${rtl ? ";direction:rtl;text-align:right" : ""}"${rtl ? ' dir="rtl"' : ""}>
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #eee;color:#666;font-size:12px">${footer}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to, subject, text, html: page };
}

/**
 * The shop as mails name it, from the store settings and the shop's addresses: the storefront's for
 * links, its own (PUBLIC_URL, where the server serves images) for the logo.
 */
export const mailShopOf = (
  settings: {
    shopName: string;
    contactEmail?: string;
    contactPhone?: string;
    contactAddress?: string;
    logo?: string | null;
    languages?: readonly Language[];
  } & MoneySettings,
  publicUrl: string,
  imagesUrl: string = publicUrl,
): MailShop => ({
  shopName: settings.shopName,
  publicUrl,
  ...(logoPaths(settings.logo) ? { logoUrl: `${imagesUrl}${logoPaths(settings.logo)?.logo}` } : {}),
  contactEmail: settings.contactEmail,
  contactPhone: settings.contactPhone,
  contactAddress: settings.contactAddress,
  money: shopMoney(settings, settings.languages?.[0] ?? SOURCE_LANGUAGE),
  language: settings.languages?.[0] ?? SOURCE_LANGUAGE,
  languages: settings.languages?.length ? settings.languages : [SOURCE_LANGUAGE],
});
