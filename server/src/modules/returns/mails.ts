/**
 * What the mails of a return say (docs/decisions/0046-returns-and-refunds.md), in the shop's layout
 * (mail/layout.ts) and the reader's language (docs/decisions/0051: the caller gives `mailShopIn` of the
 * order's language for the customer, of the account's for a seller or an admin): the seller hears of a
 * new return and of one its customer cancelled, the customer of every decision (with the refund's
 * amount, how it is paid and where to send the parcel), the admins of an escalated one.
 */
import {
  describeVariant,
  type MessageKey,
  moneyIn,
  type RefundMethod,
  type Return,
  type ReturnReason,
  type ReturnStatus,
} from "@shop/contract";
import { t } from "@shop/contract/messages/catalogs";
import { composeMail, type MailBlock, type MailShop, pageUrl, say } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

/** How a refund is paid, in the mail's language (the code picks the words: an ICU select, never isolated). */
const refundMethodIn = (shop: MailShop, method: RefundMethod) => t(shop.language, "mails.refundMethod", { method });

/** The reason of a return in the mail's language: the customer's screen's words (the account area). */
const REASON_KEYS: Record<ReturnReason, MessageKey> = {
  changed_mind: "returnReasonChangedMind",
  wrong_size: "returnReasonWrongSize",
  damaged: "returnReasonDamaged",
  not_as_described: "returnReasonNotAsDescribed",
  wrong_item: "returnReasonWrongItem",
};
const reasonIn = (shop: MailShop, r: Return) => say(shop, REASON_KEYS[r.reason]);

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
const orderUrl = (shop: MailShop, orderId: number) => pageUrl(shop, `/orders/${orderId}`);

/** The seller's Returns tab. */
const sellerReturnsUrl = (shop: MailShop) => pageUrl(shop, "/seller/returns");

/** A return's and its order's numbers as the mails' texts take them. */
const numbers = (r: Return) => ({ returnId: String(r.returnId), orderId: String(r.orderId) });

export function newReturnMail(shop: MailShop, to: string, r: Return): Mail {
  const money = moneyIn(shop.money, r.currency);
  const { returnId, orderId } = numbers(r);
  return composeMail(shop, to, say(shop, "mails.returnNewSubject", { shopName: shop.shopName, returnId, orderId }), [
    { paragraph: say(shop, "mails.hello", { username: r.sellerName }) },
    { paragraph: say(shop, "mails.returnNewAsk", { orderId }) },
    { items: linesOf(r) },
    {
      pairs: [
        [say(shop, "mails.returnReason"), reasonIn(shop, r)],
        ...(r.note ? [[say(shop, "mails.returnNote"), r.note] as const] : []),
        [say(shop, "mails.returnRefundIfAll"), money.format(r.refundAmount)],
      ],
    },
    { paragraph: say(shop, "mails.returnDecideInTab") },
    { link: { label: say(shop, "mails.yourReturns"), url: sellerReturnsUrl(shop) } },
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
const sendToBlocks = (shop: MailShop, r: Return): MailBlock[] =>
  r.sendTo
    ? [{ heading: say(shop, "mails.returnSendTo") }, { lines: [r.sellerName, ...addressLines(r.sendTo)] }]
    : [{ paragraph: say(shop, "mails.returnSellerWillTell", { sellerName: r.sellerName }) }];

const SUBJECTS = {
  approved: "mails.returnApprovedSubject",
  declined: "mails.returnDeclinedSubject",
  received: "mails.returnReceivedSubject",
  refunded: "mails.returnRefundedSubject",
  closed: "mails.returnClosedSubject",
} as const satisfies Record<string, MessageKey>;

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
  const { returnId, orderId } = numbers(r);
  const sellerName = r.sellerName;
  const subject = say(shop, SUBJECTS[status], { shopName: shop.shopName, returnId, amount });
  const blocks: MailBlock[] = [{ paragraph: say(shop, "mails.helloPlain") }];
  if (status === "approved") {
    blocks.push(
      { paragraph: say(shop, "mails.returnApproved", { sellerName, orderId }) },
      { items: linesOf(r) },
      { pairs: [[say(shop, "mails.returnRefundOnArrival"), amount]] },
      ...sendToBlocks(shop, r),
    );
  } else if (status === "declined") {
    blocks.push(
      { paragraph: say(shop, "mails.returnDeclined", { sellerName, orderId }) },
      { pairs: [[say(shop, "mails.returnWhy"), r.declineReason ?? ""]] },
      { paragraph: say(shop, "mails.returnDisagree") },
    );
  } else if (status === "received") {
    blocks.push(
      { paragraph: say(shop, "mails.returnReceived", { sellerName, orderId }) },
      { items: receivedLinesOf(r) },
      {
        pairs: [
          [say(shop, "mails.returnRefund"), amount],
          ...(r.shippingRefund > 0
            ? [[say(shop, "mails.returnOfWhichShipping"), money.format(r.shippingRefund)] as const]
            : []),
        ],
      },
      { paragraph: say(shop, "mails.returnRefundFollows") },
    );
  } else if (status === "refunded") {
    blocks.push(
      { paragraph: say(shop, "mails.returnRefundPaid", { orderId }) },
      {
        pairs: [
          [say(shop, "mails.returnRefund"), amount],
          [say(shop, "mails.returnPaidBy"), payer ?? shop.shopName],
          [say(shop, "mails.returnMethod"), r.refundMethod ? refundMethodIn(shop, r.refundMethod) : ""],
          [say(shop, "mails.reference"), r.refundReference ?? ""],
        ],
      },
    );
  } else {
    blocks.push({ paragraph: say(shop, "mails.returnClosed", { shopName: shop.shopName, orderId }) });
  }
  blocks.push({ link: { label: say(shop, "mails.seeOrder", { orderId }), url: orderUrl(shop, r.orderId) } });
  return composeMail(shop, to, subject, blocks);
}

export function escalationMail(shop: MailShop, to: string, r: Return): Mail {
  const { returnId, orderId } = numbers(r);
  return composeMail(shop, to, say(shop, "mails.returnEscalatedSubject", { shopName: shop.shopName, returnId }), [
    { paragraph: say(shop, "mails.returnEscalated", { orderId, returnId, sellerName: r.sellerName }) },
    { items: linesOf(r) },
    {
      pairs: [
        [say(shop, "mails.returnReason"), reasonIn(shop, r)],
        ...(r.note ? [[say(shop, "mails.returnNote"), r.note] as const] : []),
        [say(shop, "mails.returnDeclinedBecause"), r.declineReason ?? ""],
      ],
    },
    { paragraph: say(shop, "mails.returnDecideOnScreen") },
    { link: { label: say(shop, "mails.returnsScreen"), url: pageUrl(shop, "/admin/returns") } },
  ]);
}

/** The seller hears that the customer cancelled a return: no parcel is coming. */
export function cancelledReturnMail(shop: MailShop, to: string, r: Return): Mail {
  const { returnId, orderId } = numbers(r);
  return composeMail(shop, to, say(shop, "mails.returnCancelledSubject", { shopName: shop.shopName, returnId }), [
    { paragraph: say(shop, "mails.hello", { username: r.sellerName }) },
    { paragraph: say(shop, "mails.returnCancelled", { orderId, returnId }) },
    { items: linesOf(r) },
    { link: { label: say(shop, "mails.yourReturns"), url: sellerReturnsUrl(shop) } },
  ]);
}
