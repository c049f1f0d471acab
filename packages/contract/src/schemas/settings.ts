/**
 * The shop owner's store settings (decision 0013): what shoppers read about the shop, and what it charges
 * on top of its products. One record for the whole shop, public (nothing in it is secret).
 */
import { z } from "zod";
import { MSG } from "../messages.js";
import { phoneShape } from "./addresses.js";
import { money } from "./common.js";

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** Trimmed text of at most `max` characters; "" allowed unless `min` (control characters are refused for every request: server/src/http/input.ts). */
const text = (max: number, label: string, min = 0) =>
  z
    .string({ error: `${label} must be text` })
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

export const MAX_REASONS = 6;
export const MAX_TESTIMONIALS = 6;

export const storeSettingsSchema = z
  .object({
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
      .min(0, MSG.settingsMoneyRange("Shipping fee", "$1,000"))
      .max(1000, MSG.settingsMoneyRange("Shipping fee", "$1,000"))
      .refine(twoDecimals, MSG.priceDecimals),
    taxRate: z
      .number({ error: MSG.settingsTaxRange })
      .min(0, MSG.settingsTaxRange)
      .max(50, MSG.settingsTaxRange)
      .refine(twoDecimals, MSG.settingsTaxRange)
      .meta({ description: "Percent, up to 2 decimals" }),
    freeShippingThreshold: money
      .min(0, MSG.settingsMoneyRange("Free-shipping threshold", "$1,000,000"))
      .max(1_000_000, MSG.settingsMoneyRange("Free-shipping threshold", "$1,000,000"))
      .refine(twoDecimals, MSG.priceDecimals)
      .nullable()
      .meta({ description: "Subtotal above which shipping is free; null: never free" }),
    whyChooseUs: z.array(storeReasonSchema).max(MAX_REASONS, `At most ${MAX_REASONS} items`),
    testimonials: z.array(testimonialSchema).max(MAX_TESTIMONIALS, `At most ${MAX_TESTIMONIALS} testimonials`),
  })
  .meta({ id: "StoreSettings" });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
