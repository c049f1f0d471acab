/**
 * The mails an order's life sends (docs/product/api.md §6, §7), queued in the outbox in the
 * transaction of the change that causes them (decision 0005): the customer's confirmation, shipped,
 * delivered and cancelled mails (only while they keep order e-mails on), each seller's new-order and
 * cancelled mails, and a seller's low-stock mail once each time a variant crosses the line.
 */
import { describeVariant, LOW_STOCK_THRESHOLD, ORDER_STATUS, type Order, trackingUrl } from "@shop/contract";
import { eq, inArray, sql } from "drizzle-orm";
import type { AppDeps, CardRefunds, OutboxWorker } from "../../core/deps.js";
import type { Db, Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { sellerProfiles, users } from "../../db/schema/index.js";
import type { Mail } from "../../mail/mailer.js";
import { type MailShop, mailShopIn, mailShopOf } from "../../mail/layout.js";
import { enqueueMail, enqueueMailOnce, mailsInsert } from "../outbox/outbox.js";
import { adminRecipients } from "../outbox/recipients.js";
import {
  type CancelledPart,
  cancelledMail,
  deliveredMail,
  lowStockMail,
  mailLineOf,
  orderMoney,
  orderConfirmationMail,
  partCancelledMail,
  type PartNews,
  sellerCancelledMail,
  sellerNewOrderMail,
  shippedMail,
  trackingCorrectedMail,
} from "./mails.js";
import { findOrder } from "./repository.js";
import { sellerNameOf } from "../catalog/product-repository.js";
import type { CrossedLowStock, LockedVariant } from "./stock.js";

/** What a change that mails uses: the database, the shop for its mails, and the outbox to nudge. */
export interface OrderMailing {
  db: Db;
  shop: () => Promise<MailShop>;
  outbox: Pick<OutboxWorker, "nudge">;
  /** Card refunds a cancel owes are sent after its transaction (docs/decisions/0056). */
  refunds?: CardRefunds;
}

/** The mailing of the app: the shop as the store settings name it now, at the storefront's address. */
export const orderMailing = (deps: AppDeps): OrderMailing => ({
  db: deps.db,
  shop: async () => mailShopOf(await deps.settings.get(), deps.config.storefrontUrl, deps.config.publicUrl),
  outbox: deps.outbox,
  refunds: deps.refunds,
});

export interface SellerContact {
  id: number;
  email: string;
  name: string;
  /** Their account's language (null: the shop's default): their mails are written in it (docs/decisions/0051). */
  language: string | null;
}

/** The sellers' addresses and the names customers see for them. */
export async function sellerContacts(tx: Tx, sellerIds: readonly number[]): Promise<Map<number, SellerContact>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: sellerNameOf(sellerProfiles.displayName, users.id),
      language: users.language,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, users.id))
    .where(inArray(users.id, [...sellerIds]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Lines of one seller in an order. */
const linesOf = (order: Order, sellerId: number, sellerOfLine: (orderItemId: number) => number | undefined) =>
  order.orderItemDTOs.filter((i) => sellerOfLine(i.orderItemId) === sellerId);

/**
 * The mails of a new order: the customer's confirmation (if they want order e-mails), each seller's
 * lines with the recipient and address, and a low-stock mail per seller whose variants this order
 * took below the line.
 */
export function placementMails(
  shop: MailShop,
  order: Order,
  opts: {
    customerWantsMail: boolean;
    /** The language the order is placed in: the customer's mails are written in it (docs/decisions/0051). */
    language: string;
    /** orderItemId → seller */
    sellerOfLine: Map<number, number>;
    sellers: Map<number, Pick<LockedVariant, "sellerName" | "sellerEmail" | "sellerLanguage">>;
    variants: Map<number, Pick<LockedVariant, "name" | "options" | "sellerId">>;
    lowStock: readonly CrossedLowStock[];
  },
): Mail[] {
  const mails: Mail[] = [];
  if (opts.customerWantsMail) mails.push(orderConfirmationMail(mailShopIn(shop, opts.language), order));
  for (const [sellerId, seller] of opts.sellers) {
    const theirs = mailShopIn(shop, seller.sellerLanguage);
    const lines = linesOf(order, sellerId, (id) => opts.sellerOfLine.get(id)).map((i) =>
      mailLineOf(i, orderMoney(theirs, order)),
    );
    if (lines.length === 0) continue;
    mails.push(sellerNewOrderMail(theirs, { email: seller.sellerEmail, name: seller.sellerName }, order, lines));
  }
  const crossedBySeller = new Map<number, { name: string; variant: string; left: number; productId: number }[]>();
  for (const c of opts.lowStock) {
    const v = opts.variants.get(c.variantId);
    if (!v) continue;
    const list = crossedBySeller.get(v.sellerId) ?? [];
    list.push({ name: v.name, variant: describeVariant(v.options), left: c.left, productId: c.productId });
    crossedBySeller.set(v.sellerId, list);
  }
  for (const [sellerId, variants] of crossedBySeller) {
    const seller = opts.sellers.get(sellerId);
    if (!seller) continue;
    mails.push(
      lowStockMail(
        mailShopIn(shop, seller.sellerLanguage),
        { email: seller.sellerEmail, name: seller.sellerName },
        variants,
        LOW_STOCK_THRESHOLD,
      ),
    );
  }
  return mails;
}

/**
 * Whether the order's customer still has an account and wants order e-mails, and the shop as their
 * mails name it: in the language the order was placed in, whoever causes the mail (a seller, an
 * admin; docs/decisions/0051).
 */
async function customerMailing(tx: Tx, shop: MailShop, orderId: number): Promise<MailShop | null> {
  // A deleted account is anonymised and its orders' e-mail replaced: nobody to write to.
  const [row] = await rowsOf<{ wants: boolean; language: string | null }>(
    tx.execute(sql`
      select coalesce(u.order_emails and u.deleted_at is null, false) as wants, o.language
      from orders o left join users u on u.id = o.user_id where o.id = ${orderId}`),
  );
  return row?.wants ? mailShopIn(shop, row.language) : null;
}

/**
 * Queues the customer's mail for parts that moved to Shipped or Delivered, with each part's lines,
 * carrier, tracking number and tracking link.
 */
export async function queueStatusMails(
  tx: Tx,
  shop: MailShop,
  orderId: number,
  target: "Shipped" | "Delivered",
  sellerIds: readonly number[],
): Promise<number> {
  if (sellerIds.length === 0) return 0;
  const theirs = await customerMailing(tx, shop, orderId);
  if (!theirs) return 0;
  const order = await findOrder(tx, orderId);
  if (!order) return 0;
  const parts = await partNews(tx, shop, theirs, order, sellerIds);
  // The order's derived status after this change says whether another part is still behind.
  const partial =
    target === ORDER_STATUS.shipped
      ? order.orderStatus === ORDER_STATUS.placed || order.orderStatus === ORDER_STATUS.partiallyShipped
      : order.orderStatus !== ORDER_STATUS.delivered;
  const mail =
    target === ORDER_STATUS.shipped
      ? shippedMail(theirs, order.email, orderId, parts, partial)
      : deliveredMail(theirs, order.email, orderId, parts, partial);
  await enqueueMail(tx, mail);
  return 1;
}

/**
 * Queues the customer's mail of a corrected tracking number of `sellerId`'s part, once for
 * `dedupeKey` (docs/decisions/0058-correcting-a-tracking-number.md), in the order's language.
 */
export async function queueTrackingCorrectedMail(
  tx: Tx,
  shop: MailShop,
  orderId: number,
  sellerId: number,
  dedupeKey: string,
): Promise<boolean> {
  const theirs = await customerMailing(tx, shop, orderId);
  if (!theirs) return false;
  const order = await findOrder(tx, orderId);
  if (!order) return false;
  const [part] = await partNews(tx, shop, theirs, order, [sellerId]);
  return enqueueMailOnce(tx, trackingCorrectedMail(theirs, order.email, orderId, part!), dedupeKey);
}

/**
 * The customer's news of `sellerIds`' parts (`theirs`: the shop in the customer's language): each
 * part's seller, lines, carrier, tracking number and tracking link.
 */
async function partNews(
  tx: Tx,
  shop: MailShop,
  theirs: MailShop,
  order: Order,
  sellerIds: readonly number[],
): Promise<PartNews[]> {
  const contacts = await sellerContacts(tx, sellerIds);
  const itemSellers = await itemSellerIds(tx, order.orderId);
  return sellerIds.map((sellerId) => {
    const lines = order.orderItemDTOs.filter((i) => itemSellers.get(i.orderItemId) === sellerId);
    const carrier = lines[0]?.carrier ?? null;
    const trackingNumber = lines[0]?.trackingNumber ?? null;
    return {
      sellerName: contacts.get(sellerId)?.name ?? shop.shopName,
      lines: lines.map((i) => mailLineOf(i, orderMoney(theirs, order), false)),
      carrier,
      trackingNumber,
      trackingUrl: trackingUrl(carrier, trackingNumber),
    };
  });
}

/** orderItemId → its seller. */
async function itemSellerIds(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; seller_id: number }>(
    tx.execute(sql`select id, seller_id from order_items where order_id = ${orderId}`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.seller_id)]));
}

/** Queues the cancellation mails: the customer's (if wanted) and each seller's, with their lines. */
export async function queueCancelMails(tx: Tx, shop: MailShop, orderId: number): Promise<number> {
  const order = await findOrder(tx, orderId);
  if (!order) return 0;
  const itemSellers = await itemSellerIds(tx, orderId);
  const sellerIds = [...new Set(itemSellers.values())];
  const contacts = await sellerContacts(tx, sellerIds);
  const mails: Mail[] = [];
  const customer = await customerMailing(tx, shop, orderId);
  if (customer) mails.push(cancelledMail(customer, order));
  for (const sellerId of sellerIds) {
    const seller = contacts.get(sellerId);
    if (!seller) continue;
    const theirs = mailShopIn(shop, seller.language);
    const lines = order.orderItemDTOs.filter((i) => itemSellers.get(i.orderItemId) === sellerId);
    mails.push(
      sellerCancelledMail(
        theirs,
        seller,
        orderId,
        lines.map((i) => mailLineOf(i, orderMoney(theirs, order))),
      ),
    );
  }
  await mailsInsert(tx, mails);
  return mails.length;
}

/**
 * Queues the mails of parts their seller (or an admin) just cancelled
 * (docs/decisions/0048-part-cancellation-mails-and-cash.md), in the cancelling transaction, from the
 * attempt whose conditional update moved them: the customer's (if they want order e-mails) and each
 * admin's, with the parts' lines, the reason and what is left to pay.
 */
export async function queuePartCancelMails(
  tx: Tx,
  shop: MailShop,
  orderId: number,
  cancelled: readonly { sellerId: number; paidCents: number }[],
  reason: string,
  /** An admin who does not sell cancelled them (every part still placed). */
  byShop = false,
): Promise<number> {
  const order = await findOrder(tx, orderId);
  if (!order || cancelled.length === 0) return 0;
  const contacts = await sellerContacts(
    tx,
    cancelled.map((c) => c.sellerId),
  );
  const itemSellers = await itemSellerIds(tx, orderId);
  // The parts as a reader of `inShop`'s language sees them (amounts in its formatting).
  const partsIn = (inShop: MailShop): CancelledPart[] =>
    [...cancelled]
      .sort((a, b) => a.sellerId - b.sellerId)
      .map((c) => ({
        sellerName: contacts.get(c.sellerId)?.name ?? shop.shopName,
        lines: order.orderItemDTOs
          .filter((i) => itemSellers.get(i.orderItemId) === c.sellerId)
          .map((i) => mailLineOf(i, orderMoney(inShop, order))),
        paidCents: c.paidCents,
      }));
  const mails: Mail[] = [];
  const customer = await customerMailing(tx, shop, orderId);
  if (customer)
    mails.push(
      partCancelledMail(customer, { email: order.email, admin: false }, order, partsIn(customer), reason, byShop),
    );
  for (const admin of await adminRecipients(tx)) {
    const theirs = mailShopIn(shop, admin.language);
    mails.push(partCancelledMail(theirs, { email: admin.email, admin: true }, order, partsIn(theirs), reason, byShop));
  }
  await mailsInsert(tx, mails);
  return mails.length;
}
