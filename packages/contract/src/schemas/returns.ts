/**
 * Returns and refunds (docs/decisions/0046-returns-and-refunds.md): a customer asks to send back units
 * of a delivered seller's part, the seller (or an admin) decides, receives and refunds; every amount is
 * in the order's currency, computed by the pricing module (`returnRefund`).
 */
import { z } from "zod";
import { MSG as ACCOUNT } from "../messages/account.js";
import { MSG as BACK_OFFICE } from "../messages/back-office.js";
import { isoDate, MAX_ID, money, multiLine, pageQuery, singleLine } from "./common.js";

export const RETURN_REASONS = ["changed_mind", "wrong_size", "damaged", "not_as_described", "wrong_item"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * requested → approved | declined; declined → escalated → approved | closed (an admin);
 * approved → received → refunded; requested | approved → cancelled (the customer).
 */
export const RETURN_STATUSES = [
  "requested",
  "approved",
  "declined",
  "escalated",
  "received",
  "refunded",
  "cancelled",
  "closed",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How a refund is paid back; `card` is refused until the shop takes card payments. */
export const REFUND_METHODS = ["cash", "bank_transfer", "store_credit", "card"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** The reasons and statuses in words, for the screens, the mails and the order's history. */
export const RETURN_REASON_WORDS: Record<ReturnReason, string> = {
  changed_mind: ACCOUNT.returnReasonChangedMind,
  wrong_size: ACCOUNT.returnReasonWrongSize,
  damaged: ACCOUNT.returnReasonDamaged,
  not_as_described: ACCOUNT.returnReasonNotAsDescribed,
  wrong_item: ACCOUNT.returnReasonWrongItem,
};
export const RETURN_STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: ACCOUNT.returnStatusRequested,
  approved: ACCOUNT.returnStatusApproved,
  declined: ACCOUNT.returnStatusDeclined,
  escalated: ACCOUNT.returnStatusEscalated,
  received: ACCOUNT.returnStatusReceived,
  refunded: ACCOUNT.returnStatusRefunded,
  cancelled: ACCOUNT.returnStatusCancelled,
  closed: ACCOUNT.returnStatusClosed,
};

const id = z.number({ error: "Must be an id" }).int("Must be an id").positive("Must be an id").max(MAX_ID);
const units = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000, message);

const distinctItems = <T extends { orderItemId: number }>(lines: T[]) =>
  new Set(lines.map((l) => l.orderItemId)).size === lines.length;

export const returnRequestInput = z
  .object({
    sellerId: id,
    reason: z.enum(RETURN_REASONS, { error: ACCOUNT.returnReasonInvalid }),
    note: multiLine().trim().max(1000, ACCOUNT.returnNoteTooLong).nullish(),
    lines: z
      .array(
        z.object({
          orderItemId: id,
          quantity: z
            .number({ error: ACCOUNT.returnQuantityInvalid })
            .int(ACCOUNT.returnQuantityInvalid)
            .min(1, ACCOUNT.returnQuantityInvalid)
            .max(100_000, ACCOUNT.returnQuantityInvalid),
        }),
        { error: ACCOUNT.returnLinesRequired },
      )
      .min(1, ACCOUNT.returnLinesRequired)
      .max(100, ACCOUNT.returnLinesRequired)
      .refine(distinctItems, ACCOUNT.returnLineTwice),
  })
  .meta({ id: "ReturnRequest" });
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

export const returnDeclineInput = z.object({
  reason: singleLine({ error: BACK_OFFICE.returnDeclineReasonRequired })
    .trim()
    .min(1, BACK_OFFICE.returnDeclineReasonRequired)
    .max(500, BACK_OFFICE.returnDeclineReasonRequired),
});
export type ReturnDeclineInput = z.infer<typeof returnDeclineInput>;

export const returnReceiveInput = z.object({
  lines: z
    .array(
      z
        .object({
          orderItemId: id,
          quantityReceived: units(BACK_OFFICE.returnReceivedInvalid),
          quantityResellable: units(BACK_OFFICE.returnReceivedInvalid),
        })
        .refine((l) => l.quantityResellable <= l.quantityReceived, {
          error: BACK_OFFICE.returnReceivedInvalid,
          path: ["quantityResellable"],
        }),
    )
    .min(1)
    .max(100)
    .refine(distinctItems, ACCOUNT.returnLineTwice),
});
export type ReturnReceiveInput = z.infer<typeof returnReceiveInput>;

/**
 * How a received return was paid back: a method and the payment's reference, except by card, where the
 * shop refunds through Stripe and Stripe's refund id is the reference (docs/decisions/0056).
 */
export const returnRefundInput = z
  .object({
    method: z.enum(REFUND_METHODS, { error: BACK_OFFICE.refundMethodInvalid }),
    reference: singleLine({ error: BACK_OFFICE.returnReferenceRequired })
      .trim()
      .max(100, BACK_OFFICE.returnReferenceRequired)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.method !== "card" && !input.reference) {
      ctx.addIssue({ code: "custom", path: ["reference"], message: BACK_OFFICE.returnReferenceRequired });
    }
  });
export type ReturnRefundInput = z.infer<typeof returnRefundInput>;

export const returnLineSchema = z.object({
  orderItemId: z.number().int(),
  productName: z.string(),
  options: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  quantityReceived: z.number().int(),
  quantityResellable: z.number().int(),
});

export const returnSchema = z
  .object({
    returnId: z.number().int(),
    orderId: z.number().int(),
    sellerId: z.number().int(),
    sellerName: z.string(),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    note: z.string(),
    declineReason: z.string().nullable(),
    lines: z.array(returnLineSchema),
    refundAmount: money.meta({
      description:
        "What the customer gets back: for the units asked until the return is received, then for the units received; fixed on receipt",
    }),
    shippingRefund: money.meta({ description: "The part of refundAmount that is the part's shipping" }),
    refundMethod: z.enum(REFUND_METHODS).nullable(),
    refundReference: z.string().nullable(),
    currency: z.string(),
    /** Where the customer sends the parcel: the seller's address (null until the return is approved). */
    sendTo: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: "Return" });
export type Return = z.infer<typeof returnSchema>;

export const RETURN_SORT_FIELDS = ["createdAt", "returnId"] as const;
export const returnListQuery = pageQuery(RETURN_SORT_FIELDS, { sortBy: "createdAt", sortOrder: "desc" }).extend({
  status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(", ")}` }).optional(),
});
export type ReturnListQuery = z.infer<typeof returnListQuery>;

/** The days a return may be asked for after delivery: 0 takes no returns. */
export const returnWindowDays = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(365, message);
export const DEFAULT_RETURN_WINDOW_DAYS = 14;

/** A seller's part of the customer's order as the return form needs it: whether and until when it can be returned, and what is left. */
export const returnableOrderPartSchema = z
  .object({
    sellerId: z.number().int(),
    sellerName: z.string(),
    /** The part's status (Order Placed, Shipped, Delivered, Cancelled). */
    status: z.string(),
    deliveredAt: isoDate.nullable(),
    /** When the return window closes; null before delivery or when the seller takes no returns. */
    windowClosesAt: isoDate.nullable(),
    /** A return can be asked now: delivered, within the window, with units left. */
    open: z.boolean(),
    lines: z.array(
      z.object({
        orderItemId: z.number().int(),
        productName: z.string(),
        options: z.record(z.string(), z.string()),
        quantity: z.number().int(),
        /** Units delivered less those the part's returns hold. */
        returnable: z.number().int(),
      }),
    ),
  })
  .meta({ id: "ReturnableOrderPart" });
export type ReturnableOrderPart = z.infer<typeof returnableOrderPartSchema>;
