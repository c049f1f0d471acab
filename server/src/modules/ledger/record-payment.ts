/**
 * An admin records money that changed hands outside the shop (docs/decisions/0022): a payout (the
 * shop paid the seller: −amount) or a settlement (the seller paid the shop: +amount). Neither may
 * carry the balance past zero; the seller's balance row is locked first, so two admins recording at
 * the same moment on two servers are checked one after the other. The seller is told by mail.
 */
import {
  ERROR_CODES,
  type LedgerEntry,
  MSG,
  type SellerPaymentInput,
  type StoreSettings,
} from "@shop/contract";
import type { Db } from "../../db/client.js";
import { retryingTransaction } from "../../db/transaction.js";
import type { AuthUser } from "../../core/user.js";
import { conflict } from "../../core/errors.js";
import { enqueueMail } from "../outbox/outbox.js";
import { mailShopOf } from "../../mail/layout.js";
import { paymentMail } from "./mails.js";
import { appendEntries, lockBalance, toLedgerEntry } from "./repository.js";
import { sellerOr404 } from "./sellers.js";
import { amountsIn } from "../../core/money.js";

export async function recordPayment(
  deps: {
    db: Db;
    settings: () => Promise<StoreSettings>;
    storefrontUrl: string;
    publicUrl: string;
    nudgeOutbox: () => void;
  },
  admin: AuthUser,
  sellerId: number,
  input: SellerPaymentInput,
): Promise<LedgerEntry> {
  const seller = await sellerOr404(deps.db, sellerId);
  const settings = await deps.settings();
  const shop = mailShopOf(settings, deps.storefrontUrl, deps.publicUrl);
  const money = amountsIn(settings.currency);
  const amountCents = money.minor(input.amount, "amount", "Amount");
  // The balance in the messages as a decimal of the shop's currency.
  const inWords = (minor: number) => shop.money.formatMinor(minor);
  const entry = await retryingTransaction(deps.db, async (tx) => {
    const balance = await lockBalance(tx, sellerId);
    if (input.direction === "payout" && amountCents > balance) {
      throw conflict(balance > 0 ? MSG.payoutTooLarge(inWords(balance)) : MSG.nothingOwed, ERROR_CODES.conflict);
    }
    if (input.direction === "settlement" && amountCents > -balance) {
      throw conflict(balance < 0 ? MSG.settlementTooLarge(inWords(-balance)) : MSG.nothingOwed, ERROR_CODES.conflict);
    }
    const signed = input.direction === "payout" ? -amountCents : amountCents;
    const [row] = await appendEntries(tx, [
      {
        sellerId,
        type: input.direction,
        amountCents: signed,
        reference: input.reference,
        note: input.note || null,
        createdBy: admin.id,
      },
    ]);
    await enqueueMail(
      tx,
      paymentMail(shop, {
        to: seller.email,
        language: seller.language,
        sellerName: seller.displayName ?? seller.username,
        direction: input.direction,
        amount: money.amount(amountCents),
        reference: input.reference,
        balanceMinor: balance + signed,
      }),
    );
    return toLedgerEntry(row!, money.digits);
  });
  deps.nudgeOutbox();
  return entry;
}
