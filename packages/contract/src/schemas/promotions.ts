/**
 * Discount codes (docs/decisions/0022): the shop's (the shop pays) and each seller's (that seller
 * pays, and only their lines qualify). Amounts on the wire in dollars, percents 0..100.
 */
import { z } from "zod";
import { MSG } from "../messages/back-office.js";
import { anyCurrencyDigits, calendarDateTime, isoDate, money, pageQuery, twoDecimals } from "./common.js";

export const PROMOTION_KINDS = ["percent", "fixed", "free_shipping"] as const;
export type PromotionKindName = (typeof PROMOTION_KINDS)[number];

export const promotionCodeInput = z
  .string({ error: MSG.promoCodeInvalid })
  .trim()
  .regex(/^[A-Za-z0-9-]{3,32}$/, MSG.promoCodeInvalid);

const when = calendarDateTime(MSG.promoDateInvalid).nullable();

/** Ids of a scope: at most 100 distinct positive ids; null or [] names none. */
const scopeIds = z
  .array(z.number({ error: MSG.promoScopeInvalid }).int(MSG.promoScopeInvalid).positive(MSG.promoScopeInvalid), {
    error: MSG.promoScopeInvalid,
  })
  .max(100, MSG.promoScopeInvalid)
  .nullable();

/** The fields of a code; checked together by `promotionProblems`. */
const promotionFields = {
  code: promotionCodeInput,
  kind: z.enum(PROMOTION_KINDS, { error: MSG.promoKindInvalid }),
  value: z.number({ error: MSG.promoValueRequired }).optional(),
  minSubtotal: money
    .min(0, MSG.promoMinSubtotalInvalid)
    .max(1_000_000, MSG.promoMinSubtotalInvalid)
    .refine(anyCurrencyDigits, MSG.priceDecimals)
    .nullable()
    .optional(),
  startsAt: when.optional(),
  endsAt: when.optional(),
  usageLimit: z
    .number({ error: MSG.promoLimitInvalid })
    .int(MSG.promoLimitInvalid)
    .min(1, MSG.promoLimitInvalid)
    .max(1_000_000, MSG.promoLimitInvalid)
    .nullable()
    .optional(),
  perCustomerLimit: z
    .number({ error: MSG.promoLimitInvalid })
    .int(MSG.promoLimitInvalid)
    .min(1, MSG.promoLimitInvalid)
    .max(1_000, MSG.promoLimitInvalid)
    .nullable()
    .optional(),
  active: z.boolean({ error: "active must be true or false" }).optional(),
  // The scope (docs/decisions/0057): any of these names a line that qualifies; none named, every line.
  categoryIds: scopeIds.optional(),
  productIds: scopeIds.optional(),
  /** The shop's codes only: a seller's code already covers only that seller's products. */
  sellerIds: scopeIds.optional(),
  minQuantity: z
    .number({ error: MSG.promoMinQuantityInvalid })
    .int(MSG.promoMinQuantityInvalid)
    .min(1, MSG.promoMinQuantityInvalid)
    .max(10_000, MSG.promoMinQuantityInvalid)
    .nullable()
    .optional(),
};

export interface PromotionFieldsLike {
  kind: PromotionKindName;
  value?: number | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
}

/** The rules between fields: the value fits the kind, the end is after the start. */
export function promotionProblems(p: PromotionFieldsLike): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (p.kind === "percent") {
    if (p.value === undefined || !(p.value > 0 && p.value <= 100) || !twoDecimals(p.value))
      problems.push({ path: ["value"], message: MSG.promoPercentRange });
  } else if (p.kind === "fixed") {
    if (p.value === undefined || !(p.value > 0 && p.value <= 1_000_000) || !anyCurrencyDigits(p.value))
      problems.push({ path: ["value"], message: MSG.promoAmountRange });
  }
  if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt))
    problems.push({ path: ["endsAt"], message: MSG.promoEndsBeforeStart });
  return problems;
}

export const promotionInput = z.object(promotionFields).superRefine((p, ctx) => {
  for (const problem of promotionProblems(p)) ctx.addIssue({ code: "custom", ...problem });
});
export type PromotionInput = z.input<typeof promotionInput>;

/**
 * An edit: any of the fields but the code's text (given, it must be the same, any case); the result is
 * checked as a whole. The kind and value change only while nobody used the code (409 after).
 */
export const promotionUpdateInput = z.object(promotionFields).partial();
export type PromotionUpdateInput = z.infer<typeof promotionUpdateInput>;

export const promotionSchema = z
  .object({
    promotionId: z.number().int(),
    code: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    value: z.number().meta({ description: "percent: 0..100; fixed: the amount; free_shipping: 0" }),
    minSubtotal: money.nullable(),
    startsAt: isoDate.nullable(),
    endsAt: isoDate.nullable(),
    usageLimit: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    active: z.boolean(),
    timesUsed: z.number().int(),
    /** The seller who pays for the code; null: the shop. */
    sellerId: z.number().int().nullable(),
    sellerName: z.string().nullable(),
    /** The scope (docs/decisions/0057): [] when the list names nothing; all three empty, every line qualifies. */
    categoryIds: z.array(z.number().int()),
    productIds: z.array(z.number().int()),
    sellerIds: z.array(z.number().int()),
    /** The least units of qualifying items in the cart; null: none. */
    minQuantity: z.number().int().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "Promotion" });
export type Promotion = z.infer<typeof promotionSchema>;

export const PROMOTION_SORT_FIELDS = ["promotionId", "code", "timesUsed"] as const;
export const promotionListQuery = pageQuery(PROMOTION_SORT_FIELDS, { sortBy: "promotionId", sortOrder: "desc" });

export const applyPromotionRequest = z.object({
  code: z.string({ error: MSG.promoCodeRequired }).trim().min(1, MSG.promoCodeRequired).max(64, MSG.promoUnknown),
});
