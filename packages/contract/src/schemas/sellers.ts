/**
 * Customers who apply to sell, and the admins who decide (docs/decisions/0047): an application's
 * statuses, what the applicant sends and sees, the admins' list and their reasons.
 */
import { z } from "zod";
import { MSG as ACCOUNT } from "../messages/account.js";
import { MSG } from "../messages/back-office.js";
import { emailField } from "./auth.js";
import { phoneShape } from "./addresses.js";
import { isoDate, multiLine, pageQuery, singleLine } from "./common.js";

export const SELLER_APPLICATION_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type SellerApplicationStatus = (typeof SELLER_APPLICATION_STATUSES)[number];

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const SHOP_ABOUT_MAX = 2000;
export const RETURN_ADDRESS_MAX = 300;

/** A shop's name as sellers write it: the display name's rules (docs/product/api.md §7). */
export const shopNameField = singleLine({ error: ACCOUNT.shopNameRequired })
  .trim()
  .min(1, ACCOUNT.shopNameRequired)
  .min(2, ACCOUNT.shopNameLength)
  .max(60, ACCOUNT.shopNameLength)
  .refine((v) => !BIDI_CONTROLS.test(v), ACCOUNT.shopNameBidi);

export const shopAboutField = multiLine({ error: ACCOUNT.aboutRequired }).trim().max(SHOP_ABOUT_MAX, ACCOUNT.aboutMax);

export const returnAddressField = multiLine({ error: ACCOUNT.returnAddressRequired })
  .trim()
  .max(RETURN_ADDRESS_MAX, ACCOUNT.returnAddressMax);

export const sellerApplicationInput = z.object({
  shopName: shopNameField,
  about: shopAboutField.min(1, ACCOUNT.aboutRequired),
  contactEmail: emailField,
  phone: z
    .string({ error: ACCOUNT.phoneInvalid })
    .trim()
    .max(30, ACCOUNT.phoneInvalid)
    .refine((v) => v === "" || phoneShape(v), ACCOUNT.phoneInvalid)
    .optional(),
  returnAddress: returnAddressField.min(1, ACCOUNT.returnAddressRequired),
});
export type SellerApplicationInput = z.input<typeof sellerApplicationInput>;

export const sellerApplicationSchema = z
  .object({
    applicationId: z.number().int(),
    status: z.enum(SELLER_APPLICATION_STATUSES),
    shopName: z.string(),
    about: z.string(),
    contactEmail: z.string(),
    phone: z.string(),
    returnAddress: z.string(),
    reason: z.string().nullable().meta({ description: "Why it was rejected, or why the seller is suspended" }),
    createdAt: isoDate,
    decidedAt: isoDate.nullable(),
  })
  .meta({ id: "SellerApplication" });
export type SellerApplication = z.infer<typeof sellerApplicationSchema>;

/** An application as admins see it: with the account that sent it. */
export const adminSellerApplicationSchema = sellerApplicationSchema
  .extend({ userId: z.number().int(), username: z.string(), email: z.string() })
  .meta({ id: "AdminSellerApplication" });
export type AdminSellerApplication = z.infer<typeof adminSellerApplicationSchema>;

export const SELLER_APPLICATION_SORT_FIELDS = ["createdAt", "applicationId"] as const;
export const adminSellerApplicationQuery = pageQuery(SELLER_APPLICATION_SORT_FIELDS, {
  sortBy: "createdAt",
  sortOrder: "desc",
}).extend({
  status: z
    .enum(SELLER_APPLICATION_STATUSES, { error: "status must be pending, approved, rejected or suspended" })
    .optional(),
});

/** Why an admin rejects an application or suspends a seller: the applicant reads it. */
export const decisionReasonInput = z.object({
  reason: multiLine({ error: MSG.reasonRequired }).trim().min(1, MSG.reasonRequired).max(500, MSG.reasonMax),
});
export type DecisionReasonInput = z.input<typeof decisionReasonInput>;
