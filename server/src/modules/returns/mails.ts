/**
 * What the mails of a return say (docs/decisions/0046-returns-and-refunds.md), in the shop's layout
 * (mail/layout.ts): the seller hears of a new return and of one its customer cancelled, the customer of
 * every decision (with the refund's amount, how it is paid and where to send the parcel), the admins of
 * an escalated one.
 */
import {
  describeVariant,
  moneyIn,
  RETURN_REASON_WORDS,
  type RefundMethod,
  type Return,
  type ReturnStatus,
} from "@shop/contract";
import { composeMail, type MailBlock, type MailShop } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export const REFUND_METHOD_WORDS: Record<RefundMethod, string> = {
  cash: "Cash",
  bank_transfer: "Bank transfer",
  store_credit: "Store credit",
  card: "Card",
};

const linesOf = (r: Return) =>
  r.lines.map((l) => ({ quantity: l.quantity, name: l.productName, variant: describeVariant(l.options), sku: null }));

const receivedLinesOf = (r: Return) =>
  r.lines
    .filter((l) => l.quantityReceived > 0)
    .map((l) => ({
      quantity: l.quantityReceived,
      name: l.productName,
      variant: describeVariant(l.options),
      sku: null,
    }));

/** The customer's order page, where the return's status shows. */
const orderUrl = (shop: MailShop, orderId: number) => `${shop.publicUrl}/orders/${orderId}`;

/** The seller's Returns tab. */
const sellerReturnsUrl = (shop: MailShop) => `${shop.publicUrl}/seller/returns`;

export function newReturnMail(shop: MailShop, to: string, r: Return): Mail {
  const money = moneyIn(shop.money, r.currency);
  return composeMail(shop, to, `${shop.shopName}: return #${r.returnId} asked for order #${r.orderId}`, [
    { paragraph: `Hello ${r.sellerName},` },
    { paragraph: `A customer asks to return items of order #${r.orderId}.` },
    { items: linesOf(r) },
    {
      pairs: [
        ["Reason", RETURN_REASON_WORDS[r.reason]],
        ...(r.note ? [["Note", r.note] as const] : []),
        ["Refund if all come back", money.format(r.refundAmount)],
      ],
    },
    { paragraph: "Approve or decline it from your Returns tab." },
    { link: { label: "Your returns", url: sellerReturnsUrl(shop) } },
  ]);
}

/** An address's lines: as the seller wrote them on several lines, else its one line split at the commas. */
const addressLines = (address: string) => {
  const lines = address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length > 1 ? lines : address.split(/,\s*/);
};

/** Where the parcel goes, as the customer's mails say it. */
const sendToBlocks = (r: Return): MailBlock[] =>
  r.sendTo
    ? [{ heading: "Send the parcel to" }, { lines: [r.sellerName, ...addressLines(r.sendTo)] }]
    : [{ paragraph: `${r.sellerName} will tell you where to send the parcel.` }];

/** The customer hears of a decision on their return: approved, declined, received, refunded or closed. */
export function decisionMail(
  shop: MailShop,
  to: string,
  r: Return,
  status: Extract<ReturnStatus, "approved" | "declined" | "received" | "refunded" | "closed">,
  payer?: string,
): Mail {
  const money = moneyIn(shop.money, r.currency);
  const amount = money.format(r.refundAmount);
  const subject = {
    approved: `your return #${r.returnId} is approved`,
    declined: `your return #${r.returnId} is declined`,
    received: `your return #${r.returnId} has arrived`,
    refunded: `your return #${r.returnId} is refunded: ${amount}`,
    closed: `your return #${r.returnId} is closed`,
  }[status];
  const blocks: MailBlock[] = [{ paragraph: "Hello," }];
  if (status === "approved") {
    blocks.push(
      { paragraph: `${r.sellerName} approved your return of these items of order #${r.orderId}:` },
      { items: linesOf(r) },
      { pairs: [["Refund when they arrive", amount]] },
      ...sendToBlocks(r),
    );
  } else if (status === "declined") {
    blocks.push(
      { paragraph: `${r.sellerName} declined your return of items of order #${r.orderId}.` },
      { pairs: [["Why", r.declineReason ?? ""]] },
      { paragraph: "If you disagree, you can ask the shop to decide from your order's page." },
    );
  } else if (status === "received") {
    blocks.push(
      { paragraph: `${r.sellerName} received these items of order #${r.orderId}:` },
      { items: receivedLinesOf(r) },
      {
        pairs: [
          ["Refund", amount],
          ...(r.shippingRefund > 0 ? [["Of which shipping", money.format(r.shippingRefund)] as const] : []),
        ],
      },
      { paragraph: "You will hear from us again when the refund is paid." },
    );
  } else if (status === "refunded") {
    blocks.push(
      { paragraph: `Your refund for the return of items of order #${r.orderId} is paid.` },
      {
        pairs: [
          ["Refund", amount],
          ["Paid by", payer ?? shop.shopName],
          ["Method", r.refundMethod ? REFUND_METHOD_WORDS[r.refundMethod] : ""],
          ["Reference", r.refundReference ?? ""],
        ],
      },
    );
  } else {
    blocks.push({
      paragraph: `${shop.shopName} looked at your return of items of order #${r.orderId} and closed it: the seller's decision stands.`,
    });
  }
  blocks.push({ link: { label: `See order #${r.orderId}`, url: orderUrl(shop, r.orderId) } });
  return composeMail(shop, to, `${shop.shopName}: ${subject}`, blocks);
}

export function escalationMail(shop: MailShop, to: string, r: Return): Mail {
  return composeMail(shop, to, `${shop.shopName}: return #${r.returnId} escalated to you`, [
    {
      paragraph: `The customer of order #${r.orderId} asks the shop to decide on return #${r.returnId}, which ${r.sellerName} declined.`,
    },
    { items: linesOf(r) },
    {
      pairs: [
        ["Reason", RETURN_REASON_WORDS[r.reason]],
        ...(r.note ? [["Note", r.note] as const] : []),
        ["Declined because", r.declineReason ?? ""],
      ],
    },
    { paragraph: "Approve or close it from the Returns screen." },
    { link: { label: "Returns", url: `${shop.publicUrl}/admin/returns` } },
  ]);
}

/** The seller hears that the customer cancelled a return: no parcel is coming. */
export function cancelledReturnMail(shop: MailShop, to: string, r: Return): Mail {
  return composeMail(shop, to, `${shop.shopName}: return #${r.returnId} cancelled by the customer`, [
    { paragraph: `Hello ${r.sellerName},` },
    { paragraph: `The customer of order #${r.orderId} cancelled return #${r.returnId}: no parcel is coming.` },
    { items: linesOf(r) },
    { link: { label: "Your returns", url: sellerReturnsUrl(shop) } },
  ]);
}
