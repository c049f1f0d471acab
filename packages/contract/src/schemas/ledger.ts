/**
 * The marketplace's money (docs/decisions/0022): the commission, who collects cash on delivery, and
 * an append-only ledger per seller whose sum is what the shop and the seller owe each other.
 */
import { z } from "zod";
import { MSG } from "../messages/back-office.js";
import { anyCurrencyDigits, isoDate, money, multiLine, pageOf, pageQuery, singleLine, twoDecimals } from "./common.js";
import { isoDay } from "./orders.js";

export const CASH_COLLECTORS = ["platform", "seller"] as const;
export type CashCollector = (typeof CASH_COLLECTORS)[number];

export const DEFAULT_COMMISSION_PERCENT = 10;

export const commissionPercent = z
  .number({ error: MSG.commissionRange })
  .min(0, MSG.commissionRange)
  .max(100, MSG.commissionRange)
  .refine(twoDecimals, MSG.commissionRange);

export const marketplaceSettingsSchema = z
  .object({
    commissionPercent: z.number(),
    cashCollectedBy: z.enum(CASH_COLLECTORS),
    /** Every application to sell is approved as it arrives (docs/decisions/0047). */
    autoApproveApplications: z.boolean(),
  })
  .meta({ id: "MarketplaceSettings" });
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;

export const marketplaceSettingsInput = z.object({
  commissionPercent,
  cashCollectedBy: z.enum(CASH_COLLECTORS, { error: MSG.cashCollectorInvalid }),
  /** Left out: kept. */
  autoApproveApplications: z.boolean().optional(),
});
export type MarketplaceSettingsInput = z.output<typeof marketplaceSettingsInput>;

export const sellerCommissionInput = z.object({
  percent: commissionPercent.nullable(),
});

export const LEDGER_ENTRY_TYPES = [
  "sale",
  "commission",
  "cash_collected",
  "payout",
  "settlement",
  "adjustment",
  // a refunded return (docs/decisions/0046-returns-and-refunds.md), booked once per return
  "refund",
  "commission_reversal",
  "cash_refunded",
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const ledgerEntrySchema = z
  .object({
    entryId: z.number().int(),
    type: z.enum(LEDGER_ENTRY_TYPES),
    amount: money.meta({ description: "Signed: positive when the shop owes the seller more" }),
    orderId: z.number().int().nullable(),
    /** The return a refund's entries book (refund, commission_reversal, cash_refunded); null for the others. */
    returnId: z.number().int().nullable(),
    reference: z.string().nullable(),
    note: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "LedgerEntry" });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** One refunded return's entries (docs/decisions/0046-returns-and-refunds.md): what `refunds` adds up, return by return. */
export const ledgerReturnSumSchema = z
  .object({
    returnId: z.number().int(),
    refund: money.meta({ description: "Signed (negative): the seller's share of the refunded items" }),
    commissionReversal: money.meta({ description: "Signed (positive): the commission booked on that share, given back" }),
    cashRefunded: money.meta({
      description: "Signed (positive): the cash the seller paid the customer back; 0 when the shop holds the cash",
    }),
    net: money.meta({ description: "refund + commissionReversal + cashRefunded" }),
  })
  .meta({ id: "LedgerReturnSum" });
export type LedgerReturnSum = z.infer<typeof ledgerReturnSumSchema>;

/** One order's entries summed by the server over all of them, whatever page they are on (docs/decisions/0033). */
export const ledgerOrderSumSchema = z
  .object({
    orderId: z.number().int(),
    sale: money,
    commission: money.meta({ description: "Signed (negative: the shop's commission)" }),
    cashCollected: money.meta({
      description: "Signed (negative: the cash the seller collected); 0 when the shop collects",
    }),
    refunds: money.meta({
      description:
        "Signed: the order's refunded returns, their refund (−) with the commission given back and the cash the seller paid back (+); 0 without",
    }),
    net: money.meta({
      description: "sale + commission + cashCollected + refunds: what the order changes the balance by",
    }),
    returns: z.array(ledgerReturnSumSchema).meta({
      description: "The order's refunded returns, oldest first, each with its entries ([] without)",
    }),
  })
  .meta({ id: "LedgerOrderSum" });
export type LedgerOrderSum = z.infer<typeof ledgerOrderSumSchema>;

export const ledgerPageSchema = pageOf(ledgerEntrySchema)
  .extend({
    balance: money.meta({ description: "Positive: the shop owes the seller; negative: the seller owes the shop" }),
    orders: z.array(ledgerOrderSumSchema).meta({
      description:
        "Each order named on the page, newest first, with every entry of it summed (also those on other pages)",
    }),
  })
  .meta({ id: "LedgerPage" });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

const day = isoDay;

export const ledgerQuery = pageQuery(["createdAt"] as const, { sortBy: "createdAt", sortOrder: "desc" })
  .extend({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MSG.exportRangeInvalid, path: ["to"] });
export const ledgerCsvQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MSG.exportRangeInvalid, path: ["to"] });

export const sellerAccountSchema = z
  .object({
    sellerId: z.number().int(),
    username: z.string(),
    email: z.string(),
    displayName: z.string().nullable(),
    commissionPercent: z.number().meta({ description: "The rate in force for this seller" }),
    ownCommissionPercent: z.number().nullable().meta({ description: "The seller's own rate; null: the default" }),
    balance: money,
    /** Suspended by an admin: their products are off the storefront (docs/decisions/0047). */
    suspended: z.boolean(),
    suspensionReason: z.string().nullable(),
    /** Where the shop pays the seller's manual payouts ("" none): admins only. */
    bankDetails: z.string(),
  })
  .meta({ id: "SellerAccount" });
export type SellerAccount = z.infer<typeof sellerAccountSchema>;

export const SELLER_ACCOUNT_SORT_FIELDS = ["username", "balance", "commissionPercent", "sellerId"] as const;
export const sellerAccountQuery = pageQuery(SELLER_ACCOUNT_SORT_FIELDS, {
  sortBy: "username",
  sortOrder: "asc",
}).extend({
  balance: z.enum(["owed", "owing", "all"], { error: "balance must be owed, owing or all" }).optional(),
  keyword: singleLine().trim().max(100).optional(),
});

export const PAYMENT_DIRECTIONS = ["payout", "settlement"] as const;
export const sellerPaymentInput = z.object({
  direction: z.enum(PAYMENT_DIRECTIONS, { error: MSG.paymentDirectionInvalid }),
  amount: money
    .positive(MSG.paymentAmountInvalid)
    .max(10_000_000, MSG.paymentAmountInvalid)
    // The shop's currency's decimals are checked by the server (docs/product/api.md, "Money").
    .refine(anyCurrencyDigits, MSG.paymentAmountInvalid),
  reference: singleLine({ error: MSG.paymentReferenceRequired })
    .trim()
    .min(1, MSG.paymentReferenceRequired)
    .max(100, "Reference can have at most 100 characters"),
  note: multiLine().trim().max(500, "Note can have at most 500 characters").optional(),
});
export type SellerPaymentInput = z.infer<typeof sellerPaymentInput>;
