import { z } from "zod";
import { INVOICE_ISSUERS, ORDER_NOTE_MAX, ORDER_STATUS, PAYMENT_STATUS } from "../constants.js";
// The placement is the checkout's, the exports the back office's: each brings only its area's texts
// (docs/decisions/0027-first-load-budget.md).
import { MSG as BACK_OFFICE } from "../messages/back-office.js";
import { MSG } from "../messages/checkout.js";
import { addressSchema } from "./addresses.js";
import { calendarDay, isoDate, MAX_ID, money, multiLine, pageQuery, singleLine } from "./common.js";
import { invoiceIssuerSchema, taxIdSchema } from "./settings.js";
import { returnWindowDays } from "./returns.js";
import { UPLOADED_PICTURE } from "../logo.js";
import { returnAddressField, shopAboutField } from "./sellers.js";

export const placeOrderRequest = z.object({
  addressId: z.coerce
    .number({ error: MSG.selectAddress })
    .int()
    .positive(MSG.selectAddress)
    .max(MAX_ID, MSG.selectAddress),
  paymentMethod: singleLine().max(40).optional(),
  pgName: singleLine().max(100).optional(),
  pgPaymentId: singleLine().max(100).optional(),
  pgStatus: singleLine().max(40).optional(),
  pgResponseMessage: multiLine()
    .max(ORDER_NOTE_MAX, `Order notes can have at most ${ORDER_NOTE_MAX} characters`)
    .optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

export const paymentSchema = z
  .object({
    paymentId: z.number().int(),
    paymentMethod: z.string(),
    pgName: z.string(),
    pgPaymentId: z.string(),
    pgStatus: z.string(),
    pgResponseMessage: z.string(),
    amount: money.optional().meta({
      description:
        "What the customer pays on delivery: what they paid for the parts not cancelled (the order's total until a part is)",
    }),
  })
  .meta({ id: "Payment" });
export type Payment = z.infer<typeof paymentSchema>;

export const orderItemSchema = z
  .object({
    orderItemId: z.number().int(),
    productId: z.number().int(),
    productDTO: z.object({ productId: z.number().int(), productName: z.string(), image: z.string() }),
    quantity: z.number().int(),
    orderedProductPrice: money,
    discount: z.number(),
    /** Shipping status of this line's seller part. */
    status: z.string(),
    /** The variant ordered (docs/decisions/0022): its id at the time, its option values and SKU. */
    variantId: z.number().int().nullable(),
    options: z.record(z.string(), z.string()),
    sku: z.string().nullable(),
    /** This line's share of the order's code discount. */
    promotionDiscount: money,
    taxRate: z
      .number()
      .meta({ description: "The tax rate this line was charged, in percent (7 or 8.25), kept since placement" }),
    /** How this line's seller part ships, once it has (absent or null before, or when not given). */
    carrier: z.string().nullable().optional(),
    trackingNumber: z.string().nullable().optional(),
    /** The carrier's tracking page, for the well-known carriers (null for others). */
    trackingUrl: z.string().nullable().optional(),
  })
  .meta({ id: "OrderItem" });
export type OrderItem = z.infer<typeof orderItemSchema>;

const orderAddress = addressSchema.extend({ addressId: z.number().int().nullable() });

/** One step of an order's history (decision 0016): a status of the order, or of one seller's part. */
export const orderEventSchema = z
  .object({
    status: z.string(),
    /** The seller whose part changed; null for the order as a whole. */
    sellerName: z.string().nullable(),
    by: z.enum(["customer", "seller", "admin", "system"]),
    /** Whether the account asking made this change. */
    byYou: z.boolean(),
    at: isoDate,
  })
  .meta({ id: "OrderEvent" });
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One seller's part of an order as the customer sees it: who ships it, its status and tracking. */
export const shipmentSchema = z
  .object({
    /** The seller's display name (their shop's name), else their username. */
    sellerName: z.string(),
    status: z.string(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  })
  .meta({ id: "Shipment" });
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * A refund of the order to the customer's card through Stripe (docs/decisions/0056): the whole
 * order's, a cancelled part's or a return's; failed ones name Stripe's reason (its code).
 */
export const refundSchema = z
  .object({
    refundId: z.number().int(),
    amount: money,
    status: z.enum(["pending", "succeeded", "failed"]),
    failureReason: z.string().nullable().meta({
      description:
        "Why Stripe refused or failed it (Stripe's code: `insufficient_funds`, `charge_already_refunded`, …); null unless failed",
    }),
    /** The seller whose part or return it refunds; null for the whole order. */
    sellerName: z.string().nullable(),
    returnId: z.number().int().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "Refund" });
export type Refund = z.infer<typeof refundSchema>;

const orderRefunds = z
  .array(refundSchema)
  .optional()
  .meta({ description: "The card refunds of the order, oldest first (only on a single order's answer, and only when it has some)" });

const orderHistory = z
  .array(orderEventSchema)
  .optional()
  .meta({ description: "Every status change, oldest first (only on a single order's answer)" });

export const orderSchema = z
  .object({
    orderId: z.number().int(),
    email: z.string(),
    orderDate: isoDate,
    orderStatus: z.string(),
    totalAmount: money.meta({ description: "subtotal − discount + shippingFee + tax" }),
    subtotal: money,
    discount: money.meta({ description: "Off the subtotal by a discount code (0 without one)" }),
    promotionCode: z.string().nullable(),
    shippingFee: money,
    tax: money,
    taxAmount: money.meta({ description: "The tax charged (the same as `tax`), at the lines' kept rates" }),
    pricesIncludeTax: z.boolean().meta({
      description: "The prices included the tax (kept since placement): the tax is inside the total, not added",
    }),
    currency: z.string().meta({ description: "ISO 4217 code of every amount of the order, kept since placement" }),
    addressId: z.number().int().nullable(),
    address: orderAddress,
    paymentDTO: paymentSchema,
    orderItemDTOs: z.array(orderItemSchema),
    /** Each seller's part: status, carrier and tracking (beyond the original; absent in old answers). */
    shipments: z.array(shipmentSchema).optional(),
    history: orderHistory,
    refunds: orderRefunds,
    /** A card order awaiting payment: Stripe Checkout's page, where the storefront sends the shopper (docs/decisions/0050). */
    paymentUrl: z.string().optional(),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof orderSchema>;

export const sellerOrderSchema = z
  .object({
    orderId: z.number().int(),
    orderDate: isoDate,
    email: z.string(),
    orderStatus: z.string(),
    sellerTotal: money.meta({
      description: "What the seller sells their lines for: the lines, less a code the seller pays for",
    }),
    /** The code discount on the seller's lines, whoever pays for it, and the code. */
    discount: money,
    promotionCode: z.string().nullable(),
    currency: z.string().meta({ description: "ISO 4217 code of every amount of the order" }),
    /**
     * What the order brings the seller (docs/decisions/0033), as the ledger books it on delivery and
     * the Earnings tab shows it: the sale, the commission at the rate fixed at placement, the cash the
     * seller collects when sellers collect it, and the net. Zero for a cancelled part.
     */
    earnings: z
      .object({
        sale: money,
        commission: money.meta({ description: "Signed (negative)" }),
        commissionPercent: z.number(),
        cashCollected: money.meta({ description: "Signed (negative); 0 when the shop collects the cash" }),
        net: money,
      })
      .optional(),
    orderItemDTOs: z.array(orderItemSchema),
    paymentDTO: paymentSchema,
    cashOnDelivery: money.optional().meta({
      description:
        "What the courier collects for the caller's part (every part for an admin who does not sell): what the customer paid for it, 0 once cancelled",
    }),
    addressDTO: orderAddress,
    /** The seller's part's carrier and tracking, once given (null before). */
    carrier: z.string().nullable().optional(),
    trackingNumber: z.string().nullable().optional(),
    trackingUrl: z.string().nullable().optional(),
    /**
     * Who issued the order's invoices (decision 0040), fixed by the first one issued; absent while none
     * is (the store settings' `invoiceIssuer` will then issue them).
     */
    invoiceIssuer: z.enum(INVOICE_ISSUERS).optional(),
    /** Every seller's part (the whole shop's view only: an admin's list and details; absent for a seller). */
    parts: z
      .array(z.object({ sellerId: z.number().int(), sellerName: z.string(), status: z.string() }))
      .optional()
      .meta({
        description: "Every seller's part of the order: who ships it and its status (only in the whole shop's view)",
      }),
    history: orderHistory,
    refunds: orderRefunds,
  })
  .meta({ id: "SellerOrder" });
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

export const sellerStatsSchema = z
  .object({
    totalProducts: z.number().int(),
    totalOrders: z.number().int(),
    totalSales: money,
    totalCustomers: z.number().int(),
  })
  .meta({ id: "SellerStats" });
export type SellerStats = z.infer<typeof sellerStatsSchema>;

export const SELLER_ORDER_SORT_FIELDS = ["orderDate", "orderId", "totalAmount"] as const;

/** Blank is "not given": a form's empty field or a link's `status=`. */
const blankAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

export const ORDER_STATUSES = Object.values(ORDER_STATUS) as [OrderStatusName, ...OrderStatusName[]];
type OrderStatusName = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const PAYMENT_STATUSES = Object.values(PAYMENT_STATUS) as [PaymentStatusName, ...PaymentStatusName[]];
type PaymentStatusName = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/**
 * The orders' search and filters (docs/product/api.md §7), the same for the whole shop
 * (GET /admin/orders) and a seller's parts (GET /seller/orders): each left out or blank is no filter.
 */
export const orderFilterFields = {
  keyword: optional(
    singleLine({ error: BACK_OFFICE.orderKeywordInvalid }).trim().max(100, BACK_OFFICE.orderKeywordInvalid),
  ).meta({ description: "Order number (42 or #42), customer e-mail or name, or product name (part of it, any case)" }),
  status: optional(z.enum(ORDER_STATUSES, { error: BACK_OFFICE.orderStatusInvalid })).meta({
    description: "The order's status or any of its parts' (a seller: their part's)",
  }),
  paymentMethod: optional(
    singleLine({ error: BACK_OFFICE.orderPaymentMethodInvalid }).trim().max(40, BACK_OFFICE.orderPaymentMethodInvalid),
  ).meta({ description: "The payment's method, as placed (cash)" }),
  paymentStatus: optional(z.enum(PAYMENT_STATUSES, { error: BACK_OFFICE.orderPaymentStatusInvalid })),
  sellerId: optional(
    z.coerce
      .number({ error: BACK_OFFICE.orderSellerInvalid })
      .int(BACK_OFFICE.orderSellerInvalid)
      .positive(BACK_OFFICE.orderSellerInvalid)
      .max(MAX_ID, BACK_OFFICE.orderSellerInvalid),
  ).meta({ description: "Orders with a part of this seller" }),
  sellerName: optional(
    singleLine({ error: BACK_OFFICE.office.orderSellerNameInvalid })
      .trim()
      .max(100, BACK_OFFICE.office.orderSellerNameInvalid),
  ).meta({
    description:
      "The whole shop's list: orders with a part of a seller whose shop name or username contains this (any case)",
  }),
  from: optional(calendarDay(BACK_OFFICE.orderDayInvalid)).meta({ description: "Placed on this UTC day or later" }),
  to: optional(calendarDay(BACK_OFFICE.orderDayInvalid)).meta({ description: "Placed on this UTC day or earlier" }),
};

/** A list of orders: paged, sorted, searched and filtered. */
export const orderListQuery = pageQuery(SELLER_ORDER_SORT_FIELDS, { sortBy: "orderDate", sortOrder: "desc" })
  .extend(orderFilterFields)
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: BACK_OFFICE.orderRangeInvalid,
    path: ["to"],
  });
export type OrderListQuery = z.infer<typeof orderListQuery>;
/** The filters alone, as a screen keeps them in its URL. */
export type OrderFilters = Pick<OrderListQuery, keyof typeof orderFilterFields>;
export const sellerOrderQuery = orderListQuery;
export const adminOrderQuery = orderListQuery;

export const sellerStatusQuery = z.object({
  status: z.enum([ORDER_STATUS.shipped, ORDER_STATUS.delivered, ORDER_STATUS.cancelled], {
    error: "Status must be Shipped, Delivered or Cancelled",
  }),
});

/** A credit note of an order (GET /orders/{id}/credit-notes). */
export const creditNoteSchema = z
  .object({
    number: z.number().int().meta({ description: "For the PDF: /orders/{id}/credit-notes/{number}.pdf" }),
    label: z.string().meta({ example: "CN-000001" }),
    invoiceNumber: z.string().meta({ description: "The invoice it credits", example: "INV-000042" }),
    issuedAt: isoDate,
    reason: z.string(),
    total: money.meta({ description: "The amount credited" }),
    /** Only on a credit note a seller issued against their part's invoice (decision 0040). */
    sellerId: z
      .number()
      .int()
      .optional()
      .meta({ description: "The seller who issued it: /orders/{id}/sellers/{sellerId}/credit-notes/{number}.pdf" }),
    sellerName: z.string().optional(),
  })
  .meta({ id: "CreditNote" });
export type CreditNoteSummary = z.infer<typeof creditNoteSchema>;

/**
 * One of an order's invoices (GET /orders/{id}/invoices, decision 0040): the shop's one, or one per
 * seller's part when sellers issue them; `label` and `issuedAt` are null until it is first downloaded.
 */
export const invoiceSummarySchema = z
  .object({
    issuer: invoiceIssuerSchema,
    sellerId: z.number().int().nullable().meta({
      description: "The seller's part (null: the shop's invoice): /orders/{id}/sellers/{sellerId}/invoice.pdf",
    }),
    sellerName: z.string().nullable().meta({ description: "The seller as the invoice names them (null: the shop's)" }),
    label: z.string().nullable().meta({ example: "INV-S3-000001" }),
    issuedAt: isoDate.nullable(),
  })
  .meta({ id: "InvoiceSummary" });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** Blank text is "not given": null. */
const blankAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** Blank is "not given". */
const optionalText = (label: string, max: number, pattern?: { re: RegExp; message: string }) => {
  const text = singleLine({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can have at most ${max} characters`);
  return z.preprocess(blankAsNull, (pattern ? text.regex(pattern.re, pattern.message) : text).nullable().optional());
};

/** The optional body of marking a part Shipped: the carrier and its tracking number. */
export const shipmentTrackingInput = z.object({
  carrier: optionalText("Carrier", 40),
  trackingNumber: optionalText("Tracking number", 40, {
    re: /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    message: "Tracking number can have only letters, digits, spaces and hyphens",
  }),
});
export type ShipmentTrackingInput = z.input<typeof shipmentTrackingInput>;

/**
 * The body of `PUT /seller/orders/{id}/tracking` (docs/decisions/0058-correcting-a-tracking-number.md):
 * the corrected number (required: checked by the use case), the carrier kept when left out.
 */
export const trackingCorrectionInput = shipmentTrackingInput;
export type TrackingCorrectionInput = z.input<typeof trackingCorrectionInput>;

/** The most characters of the reason a seller gives for cancelling their part. */
export const PART_CANCEL_REASON_MAX = 200;

/**
 * The optional body of moving a part on: the carrier and tracking number with Shipped, the reason with
 * Cancelled (required there: the customer's mail and the credit note carry it; checked by the use case).
 */
export const sellerStatusInput = shipmentTrackingInput.extend({
  reason: z.preprocess(
    blankAsNull,
    singleLine({ error: BACK_OFFICE.cancelReasonRequired })
      .trim()
      .max(PART_CANCEL_REASON_MAX, BACK_OFFICE.cancelReasonMax(PART_CANCEL_REASON_MAX))
      .nullable()
      .optional(),
  ),
});
export type SellerStatusInput = z.input<typeof sellerStatusInput>;

/** The body of `PUT /seller/orders/{id}/cancel`: the reason, as with `status=Cancelled` (decision 0048). */
export const sellerCancelInput = sellerStatusInput.pick({ reason: true });
export type SellerCancelInput = z.input<typeof sellerCancelInput>;

/** A UTC day, "2026-11-25": the ranges of exports and statements. */
export const isoDay = calendarDay(BACK_OFFICE.exportDateInvalid);
const day = isoDay;

/** The longest range one orders export covers. */
export const ORDER_EXPORT_MAX_DAYS = 366;

/** GET /seller/orders.csv: orders placed from `from` to `to`, both days included (UTC). */
export const orderExportQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: BACK_OFFICE.exportRangeInvalid, path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ORDER_EXPORT_MAX_DAYS, {
    message: BACK_OFFICE.exportRangeTooLong,
    path: ["to"],
  });
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

/**
 * Characters that change the direction text is shown in (embeddings, overrides, isolates, marks): in
 * a name customers trust they can make one name look like another ("Tea\u202Eesuoh").
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * A display name as compared with others: case and spaces do not tell two names apart ("Tea House",
 * "teahouse ").
 */
export const comparableName = (name: string) => name.normalize("NFKC").replace(/\s+/g, "").toLowerCase();

/**
 * A seller's own profile: the name customers see (their shop's name; null: their username is shown)
 * and their tax ID, printed on their part of the invoice ("" for none; docs/decisions/0036-taxes.md).
 */
export const sellerProfileSchema = z
  .object({
    username: z.string(),
    displayName: z.string().nullable(),
    taxId: z.string(),
    /** The seller's business address, one line, printed on the invoices they issue ("" until set; docs/decisions/0040). */
    address: z.string(),
    /**
     * The seller's own return window in days after delivery (0: no returns), null: the shop's
     * (docs/decisions/0046-returns-and-refunds.md).
     */
    returnWindowDays: z.number().int().nullable().default(null),
    /** What the shop page says of the shop ("" until set; docs/decisions/0047). */
    about: z.string(),
    /** Where customers send returns ("" until set). */
    returnAddress: z.string(),
    /** The shop's logo and cover picture: uploaded pictures' paths, null for none. */
    logo: z.string().nullable(),
    cover: z.string().nullable(),
    /** Where the shop pays the seller's manual payouts: the seller and admins only, never public ("" until set). */
    bankDetails: z.string(),
  })
  .meta({ id: "SellerProfile" });
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** A picture of the shop's, as POST /seller/images answers its path. */
const shopPicture = z
  .string({ error: BACK_OFFICE.shopPictureInvalid })
  .regex(UPLOADED_PICTURE, BACK_OFFICE.shopPictureInvalid);

export const sellerProfileInput = z.object({
  displayName: z
    .preprocess(
      blankAsNull,
      singleLine({ error: "Display name must be text" })
        .trim()
        .min(2, "Display name should have at least 2 characters")
        .max(60, "Display name should have at most 60 characters")
        .refine((v) => !BIDI_CONTROLS.test(v), BACK_OFFICE.displayNameBidi)
        .nullable(),
    )
    // Left out (a change of the tax ID alone): the stored name is kept.
    .optional(),
  /** Left out: the stored tax ID is kept. */
  taxId: taxIdSchema.optional(),
  /** Left out: the stored address is kept; "" removes it. */
  address: singleLine({ error: BACK_OFFICE.sellerAddressInvalid })
    .trim()
    .max(200, BACK_OFFICE.sellerAddressInvalid)
    .optional(),
  /** Left out: the stored window is kept; null: the shop's. */
  returnWindowDays: returnWindowDays(BACK_OFFICE.sellerReturnWindow).nullable().optional(),
  /** The shop page's texts (docs/decisions/0047); left out: kept, "" removes. */
  about: shopAboutField.optional(),
  returnAddress: returnAddressField.optional(),
  /** Pictures uploaded at POST /seller/images; left out: kept, null removes. */
  logo: shopPicture.nullable().optional(),
  cover: shopPicture.nullable().optional(),
  bankDetails: multiLine({ error: BACK_OFFICE.bankDetailsInvalid })
    .trim()
    .max(500, BACK_OFFICE.bankDetailsInvalid)
    .optional(),
});
export type SellerProfileInput = z.input<typeof sellerProfileInput>;
