/**
 * The shop owner's store settings (decision 0013): what shoppers read about the shop, and what it charges
 * on top of its products. One record for the whole shop, public (nothing in it is secret).
 */
import { z } from "zod";
import { INVOICE_ISSUERS, type InvoiceIssuer, PAYMENT_METHODS } from "../constants.js";
import { currencyDigits, isCurrencyCode } from "../currency.js";
import { MSG } from "../messages/back-office.js";
import { countrySchema, shippingZonesSchema } from "./shipping.js";
import { phoneShape } from "./addresses.js";
import { UPLOADED_PICTURE } from "../logo.js";
import { type Language, SHIPPED_LANGUAGES } from "../i18n/languages.js";
import { anyCurrencyDigits, money, singleLine, twoDecimals } from "./common.js";
import { DEFAULT_RETURN_WINDOW_DAYS, returnWindowDays } from "./returns.js";

/** The shop's currency: an ISO 4217 code the shop can sell in ("USD", "JPY", "KWD"). */
export const currencySchema = z
  .string({ error: MSG.currencyUnknown("") })
  .refine((code): boolean => isCurrencyCode(code), { error: (issue) => MSG.currencyUnknown(String(issue.input)) })
  .meta({ description: "ISO 4217 code", example: "USD" });

export { countrySchema };

/** A tax ID (VAT number, GSTIN, EIN) as printed on invoices: "" for none, at most 40 characters. */
export const taxIdSchema = singleLine({ error: MSG.taxIdInvalid })
  .trim()
  .max(40, MSG.taxIdInvalid)
  .meta({ description: 'Tax ID printed on invoices ("" for none)', example: "DE123456789" });

/** Who issues invoices: "shop" (one per order) or "seller" (one per seller's part). */
export const invoiceIssuerSchema = z
  .enum(INVOICE_ISSUERS, { error: MSG.settingsInvoiceIssuer })
  .meta({ description: 'Who issues invoices: "shop" (one per order) or "seller" (one per seller\'s part)' });

/**
 * The languages the shop offers (docs/decisions/0045-languages-and-messages.md): an ordered list of
 * languages Marigold ships, the first the default (its pages keep the routes without a prefix).
 */
export const languagesSchema = z
  .array(z.enum(SHIPPED_LANGUAGES, { error: (issue) => MSG.languageUnknown(String(issue.input)) }), {
    error: MSG.languagesRequired,
  })
  .min(1, MSG.languagesRequired)
  .superRefine((codes, ctx) => {
    const twice = codes.find((code, i) => codes.indexOf(code) !== i);
    if (twice) ctx.addIssue({ code: "custom", message: MSG.languageTwice(twice) });
  })
  .meta({
    description: `Languages the shop offers, the first its default; each one of ${SHIPPED_LANGUAGES.join(", ")}`,
    example: ["en", "de"],
  });
export const DEFAULT_LANGUAGES: Language[] = ["en"];

/** Trimmed text of at most `max` characters; "" allowed unless `min` (control characters are refused for every request: server/src/http/input.ts). */
const text = (max: number, label: string, min = 0) =>
  singleLine({ error: `${label} must be text` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} should have at most ${max} characters`);

/** An https/http link or "" (not shown). */
const link = (label: string) =>
  text(300, label).refine((v) => v === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), MSG.settingsLinkInvalid(label));

export const REASON_ICONS = ["star", "truck", "heart", "shield", "tag", "sparkles", "leaf", "gift"] as const;
export type ReasonIcon = (typeof REASON_ICONS)[number];

export const storeReasonSchema = z.object({
  icon: z.enum(REASON_ICONS, { error: "Choose one of the icons" }),
  title: text(60, "Title", 1),
  text: text(200, "Text", 1),
});
export type StoreReason = z.infer<typeof storeReasonSchema>;

export const testimonialSchema = z.object({
  quote: text(400, "Quote", 1),
  author: text(60, "Author", 1),
  /** e.g. "Verified buyer"; shown under the name when set. */
  detail: text(60, "Detail"),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/**
 * Where a button or banner leads: a page of the shop ("/products", "/category/3") or a web link; ""
 * for none. Never "//host" nor "/\host" (browsers read a backslash as a slash, so both lead to
 * another site): a page of the shop has no backslash at all.
 */
const target = (label: string) =>
  text(300, label).refine(
    (v) => v === "" || /^\/(?!\/)[^\s\\]*$/.test(v) || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
    `${label} must be a page of the shop starting with / or a link starting with https://`,
  );

/** A picture: one stored by the shop ("/images/…") or a web link; "" for none. */
const picture = (label: string) =>
  text(300, label).refine(
    (v) => v === "" || /^\/images\/[A-Za-z0-9._-]+$/.test(v) || /^https:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
    `${label} must be a picture of the shop (/images/…) or a link starting with https://`,
  );

/** The home page's hero: shown only when set; without it the home page shows the shop's name and tagline. */
export const heroSchema = z
  .object({
    headline: text(80, "Headline", 1),
    text: text(240, "Text"),
    ctaLabel: text(30, "Button label"),
    ctaUrl: target("Button link"),
    image: picture("Picture"),
  })
  .superRefine((hero, ctx) => {
    // A button needs both its words and where it goes.
    if (hero.ctaLabel && !hero.ctaUrl)
      ctx.addIssue({ code: "custom", path: ["ctaUrl"], message: "Button link is required" });
    if (hero.ctaUrl && !hero.ctaLabel) {
      ctx.addIssue({ code: "custom", path: ["ctaLabel"], message: "Button label is required" });
    }
  });
export type Hero = z.infer<typeof heroSchema>;

/** A promotional banner of the home page. */
export const bannerSchema = z.object({
  title: text(60, "Title", 1),
  text: text(160, "Text"),
  url: target("Link"),
  image: picture("Picture"),
});
export type Banner = z.infer<typeof bannerSchema>;

export const MAX_BANNERS = 4;
export const MAX_REASONS = 6;
export const MAX_TESTIMONIALS = 6;

const storeSettingsFields = z.object({
  shopName: text(60, "Shop name", 1),
  tagline: text(160, "Tagline"),
  contactAddress: text(200, "Address"),
  contactPhone: text(30, "Phone").refine((v) => v === "" || phoneShape(v), MSG.phoneInvalid),
  contactEmail: text(254, "E-mail").refine((v) => v === "" || z.email().safeParse(v).success, MSG.emailInvalid),
  social: z.object({
    instagram: link("Instagram"),
    facebook: link("Facebook"),
    x: link("X"),
    youtube: link("YouTube"),
  }),
  shippingFee: money
    .min(0, MSG.settingsMoneyRange("Shipping fee", "1,000"))
    .max(1000, MSG.settingsMoneyRange("Shipping fee", "1,000"))
    .refine(anyCurrencyDigits, MSG.priceDecimals),
  taxRate: z
    .number({ error: MSG.settingsTaxRange })
    .min(0, MSG.settingsTaxRange)
    .max(50, MSG.settingsTaxRange)
    .refine(twoDecimals, MSG.settingsTaxRange)
    .meta({ description: "Percent, up to 2 decimals" }),
  freeShippingThreshold: money
    .min(0, MSG.settingsMoneyRange("Free-shipping threshold", "1,000,000"))
    .max(1_000_000, MSG.settingsMoneyRange("Free-shipping threshold", "1,000,000"))
    .refine(anyCurrencyDigits, MSG.priceDecimals)
    .nullable()
    .meta({ description: "Subtotal above which shipping is free; null: never free" }),
  whyChooseUs: z.array(storeReasonSchema).max(MAX_REASONS, `At most ${MAX_REASONS} items`),
  testimonials: z.array(testimonialSchema).max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials`),
  /**
   * The home page's hero and banners, shown only when set. Always in the answer (null, []); a
   * change that leaves them out keeps the stored ones, so older clients do not erase them.
   */
  hero: heroSchema.nullable().optional(),
  banners: z.array(bannerSchema).max(MAX_BANNERS, `At most ${MAX_BANNERS} banners`).optional(),
  /**
   * The shop's logo (docs/decisions/0041-the-shop-logo.md): the path of a picture uploaded at POST
   * /api/admin/images, or null for none. Always in the answer; a change that leaves it out keeps it.
   */
  logo: z.string({ error: MSG.logoInvalid }).regex(UPLOADED_PICTURE, MSG.logoInvalid).nullable().optional().meta({
    description: "Path of a picture uploaded at POST /api/admin/images; null: none",
    example: "/images/3f2a9c0d11b2e4f5-1024.webp",
  }),
  /**
   * The shop's currency and country (docs/product/api.md, "Money"): every amount of the API is in
   * this currency, with its decimals. A change that leaves them out keeps the stored ones; the
   * currency cannot change once the shop has orders.
   */
  currency: currencySchema.optional(),
  country: countrySchema.optional(),
  /**
   * Taxes as the country has them (decision 0036): prices that include tax (the tax is taken out of
   * each line, never added), the shop's tax ID on its invoices. Left out: the stored ones are kept.
   */
  pricesIncludeTax: z
    .boolean({ error: MSG.settingsPricesIncludeTax })
    .optional()
    .meta({ description: "Prices include tax (false: tax is added at checkout)" }),
  taxId: taxIdSchema.optional(),
  /**
   * Who issues the invoices of orders invoiced from now on (decision 0040): the shop, or each seller
   * for their part. Left out: the stored one is kept.
   */
  invoiceIssuer: invoiceIssuerSchema.optional(),
  /**
   * The days after a part's delivery during which its customer may ask to return it (0: no returns;
   * docs/decisions/0046-returns-and-refunds.md); a seller may set their own. Left out: the stored one is kept.
   */
  returnWindowDays: returnWindowDays(MSG.settingsReturnWindow)
    .optional()
    .meta({ description: "Days after delivery a return may be asked for (0: no returns); default 14" }),
  /** The languages the shop offers, the first its default (decision 0045). Left out: the stored ones are kept. */
  languages: languagesSchema.optional(),
});

/**
 * A change of the settings (PUT /api/admin/settings): hero, banners, logo, currency and country may be left out.
 * Not named "StoreSettingsInput": the API docs name the input form of StoreSettings so.
 */
export const storeSettingsInputSchema = storeSettingsFields.meta({ id: "StoreSettingsChange" });
export type StoreSettingsInput = z.infer<typeof storeSettingsInputSchema>;

/** The settings as answered and kept: always with the currency, its decimals (ISO 4217) and the country. */
export const storeSettingsSchema = storeSettingsFields
  .extend({
    currency: currencySchema,
    country: countrySchema,
    pricesIncludeTax: z.boolean(),
    taxId: taxIdSchema,
    invoiceIssuer: invoiceIssuerSchema,
    returnWindowDays: returnWindowDays(MSG.settingsReturnWindow),
    languages: languagesSchema,
    currencyDigits: z
      .number()
      .int()
      .meta({ description: "The currency's decimals (ISO 4217): 0 for JPY, 2 for USD, 3 for KWD" }),
    /**
     * Where the shop ships and for what (PUT /api/admin/shipping-zones changes them; the settings'
     * change keeps them). Empty: the one fee and threshold above, for every address.
     */
    shippingZones: shippingZonesSchema.optional(),
    /** How a shopper may pay now (docs/decisions/0050): ["cash"] without Stripe's keys. */
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).optional(),
  })
  .meta({ id: "StoreSettings" });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/**
 * Stored or submitted settings with their currency, its decimals, the country and the tax settings
 * filled in (from `fallback`, the stored ones; tax added, no tax ID, the shop issuing invoices and
 * a 14-day return window, English alone, when neither has them).
 */
export function withCurrency(
  value: StoreSettingsInput,
  fallback: {
    currency: string;
    country: string;
    pricesIncludeTax?: boolean;
    taxId?: string;
    invoiceIssuer?: InvoiceIssuer;
    returnWindowDays?: number;
    languages?: Language[];
  },
): StoreSettings {
  const currency = value.currency ?? fallback.currency;
  return {
    ...value,
    currency,
    country: value.country ?? fallback.country,
    pricesIncludeTax: value.pricesIncludeTax ?? fallback.pricesIncludeTax ?? false,
    taxId: value.taxId ?? fallback.taxId ?? "",
    invoiceIssuer: value.invoiceIssuer ?? fallback.invoiceIssuer ?? "shop",
    returnWindowDays: value.returnWindowDays ?? fallback.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
    languages: value.languages ?? fallback.languages ?? DEFAULT_LANGUAGES,
    currencyDigits: currencyDigits(currency),
  };
}

/** One step of getting a new shop ready, ticked when done, with the back-office page that does it. */
export const setupItemSchema = z.object({
  key: z.enum(["settings", "categories", "seller", "product", "pages"]),
  label: z.string(),
  done: z.boolean(),
  /** The page of the web app where the step is done. */
  link: z.string(),
});
export type SetupItem = z.infer<typeof setupItemSchema>;

export const setupChecklistSchema = z
  .object({
    items: z.array(setupItemSchema),
    /** Every item is done. */
    done: z.boolean(),
  })
  .meta({ id: "SetupChecklist" });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
