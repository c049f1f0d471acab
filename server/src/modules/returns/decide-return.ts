/**
 * The moves of a return that change nothing but its status (docs/decisions/0046-returns-and-refunds.md):
 * the seller approves or declines a requested return, the customer cancels one requested or approved or
 * escalates a declined one to the shop, an admin approves or closes an escalated one. Each is one
 * conditional update; a return in another status answers 409, one out of the caller's sight 404. The
 * order's history gets the step and the one who should hear of it gets a mail, in the same transaction.
 */
import { ERROR_CODES, MSG, RETURN_STATUS_WORDS, type Return, type ReturnStatus } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import { retryingTransaction } from "../../db/transaction.js";
import { conflict, notFound } from "../../core/errors.js";
import { type MailShop, mailShopIn } from "../../mail/layout.js";
import { enqueueMail, mailsInsert } from "../outbox/outbox.js";
import { adminRecipients } from "../outbox/recipients.js";
import { type Actor, recordEvents } from "../orders/history.js";
import { cancelledReturnMail, decisionMail, escalationMail } from "./mails.js";
import {
  findReturnRow,
  type MoveFields,
  moveReturn,
  type ReturnRow,
  type ReturnScope,
  returnSellers,
  toReturns,
} from "./repository.js";
import type { ReturnsDeps } from "./request-return.js";

/** Why a move found nothing to move: the return is out of sight (404) or in another status (409). */
export async function refusal(tx: Tx, id: number, scope: ReturnScope): Promise<never> {
  const row = await findReturnRow(tx, id, scope);
  if (!row) throw notFound(MSG.returnNotFound);
  throw conflict(MSG.returnStatusConflict(row.status), ERROR_CODES.invalidStatusChange);
}

/** Moves the return or refuses (404/409), then records the step in the order's history. */
export async function moveOrRefuse(
  tx: Tx,
  id: number,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  scope: ReturnScope,
  actor: Actor,
  fields: MoveFields = {},
): Promise<ReturnRow> {
  const row = await moveReturn(tx, id, from, to, scope, fields);
  if (!row) return refusal(tx, id, scope);
  await recordEvents(tx, row.orderId, actor, [{ sellerId: row.sellerId, status: RETURN_STATUS_WORDS[to] }]);
  return row;
}

/** The order's e-mail and language: where the customer's mails of a return go, and in which language (docs/decisions/0051). */
export async function customerOf(tx: Tx, orderId: number): Promise<{ email: string; language: string | null } | undefined> {
  const [row] = await tx
    .select({ email: orders.email, language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export type Decision = "approve" | "decline" | "cancel" | "escalate" | "close";

/** Where each decision moves a return from, and to; `admin`: the shop decides an escalated return too. */
const DECISIONS: Record<Decision, { from: (admin: boolean) => ReturnStatus[]; to: ReturnStatus }> = {
  approve: { from: (admin) => (admin ? ["requested", "escalated"] : ["requested"]), to: "approved" },
  decline: { from: () => ["requested"], to: "declined" },
  cancel: { from: () => ["requested", "approved"], to: "cancelled" },
  escalate: { from: () => ["declined"], to: "escalated" },
  close: { from: () => ["escalated"], to: "closed" },
};

async function queueMails(tx: Tx, shop: MailShop, answer: Return, to: ReturnStatus): Promise<void> {
  if (to === "escalated") {
    await mailsInsert(
      tx,
      (await adminRecipients(tx)).map((admin) => escalationMail(mailShopIn(shop, admin.language), admin.email, answer)),
    );
    return;
  }
  if (to === "cancelled") {
    const seller = (await returnSellers(tx, [answer.sellerId])).get(answer.sellerId);
    if (seller) await enqueueMail(tx, cancelledReturnMail(mailShopIn(shop, seller.language), seller.email, answer));
    return;
  }
  if (to === "approved" || to === "declined" || to === "closed") {
    const customer = await customerOf(tx, answer.orderId);
    if (customer) await enqueueMail(tx, decisionMail(mailShopIn(shop, customer.language), customer.email, answer, to));
  }
}

export async function decideReturn(
  deps: ReturnsDeps,
  decision: Decision,
  id: number,
  scope: ReturnScope,
  actor: Actor,
  options: { admin?: boolean; declineReason?: string } = {},
): Promise<Return> {
  const { from, to } = DECISIONS[decision];
  const shop = await deps.shop();
  const answer = await retryingTransaction(deps.db, async (tx) => {
    const row = await moveOrRefuse(tx, id, from(options.admin === true), to, scope, actor, {
      ...(decision === "decline" ? { declineReason: options.declineReason } : {}),
    });
    const [moved] = await toReturns(tx, [row]);
    await queueMails(tx, shop, moved!, to);
    return moved!;
  });
  deps.outbox.nudge();
  return answer;
}
