/**
 * The newsletter with double opt-in (docs/decisions/0015-newsletter.md): a sign-up stores
 * the address as pending and queues a mail with a link that confirms it; every mail carries a link
 * that unsubscribes. The answer to a sign-up never tells whether the address was known.
 */
import { createHash, randomBytes } from "node:crypto";
import { MSG, type NewsletterStatus, negotiateLanguage, type SubscriberList } from "@shop/contract";
import type { Db } from "../../db/client.js";
import { notFound } from "../../core/errors.js";
import type { AppDeps } from "../../core/deps.js";
import { mailShopIn, mailShopOf } from "../../mail/layout.js";
import { enqueueMail } from "../outbox/outbox.js";
import { newsletterConfirmationMail } from "./mails.js";
import * as repo from "./repository.js";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/**
 * Signs an address up: new or unsubscribed → pending with a fresh link and a confirmation mail;
 * pending → a fresh link (the older one stops working) and the mail again; confirmed → nothing.
 * Mails to one address are limited whoever asks (one per 10 minutes, three a day): past the limit
 * nothing changes and no mail is queued. The caller answers the same in every case. The mail is
 * written in the language the sign-up's request asks for (`Accept-Language`; docs/decisions/0051).
 */
export async function subscribe(deps: AppDeps, rawEmail: string, acceptLanguage?: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const token = newToken();
  const tokenHash = hashToken(token);
  const settings = await deps.settings.get();
  const shop = mailShopIn(
    mailShopOf(settings, deps.config.storefrontUrl, deps.config.publicUrl),
    negotiateLanguage(acceptLanguage, settings.languages),
  );
  const mailed = await deps.db.transaction(async (tx) => {
    if (await repo.insertPending(tx, email, tokenHash)) {
      await enqueueMail(tx, newsletterConfirmationMail(shop, email, token));
      return true;
    }
    const row = await repo.lockByEmail(tx, email);
    if (!row || row.status === "confirmed") return false;
    if (!(await repo.renewPendingIfDue(tx, row.id, tokenHash))) return false;
    await enqueueMail(tx, newsletterConfirmationMail(shop, email, token));
    return true;
  });
  if (mailed) deps.outbox.nudge();
}

/** Confirms the subscription of a link (again: harmless); 404 for a link that is not, or no longer, valid. */
export async function confirm(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.byTokenHash(tx, hashToken(token));
    if (!row || row.status === "unsubscribed") throw notFound(MSG.newsletterLinkInvalid);
    if (row.status === "pending") await repo.setStatus(tx, row.id, "confirmed");
  });
}

/** Unsubscribes the address of a link (again: harmless). */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.byTokenHash(tx, hashToken(token));
    if (!row) throw notFound(MSG.newsletterLinkInvalid);
    if (row.status !== "unsubscribed") await repo.setStatus(tx, row.id, "unsubscribed");
  });
}

/** Every subscriber, oldest first, with the count in each state (the admins' list). */
export async function listSubscribers(db: Db): Promise<SubscriberList> {
  const subscribers = (await repo.allSubscribers(db)).map(repo.toSubscriber);
  const count = (status: NewsletterStatus) => subscribers.filter((s) => s.status === status).length;
  return {
    subscribers,
    counts: { pending: count("pending"), confirmed: count("confirmed"), unsubscribed: count("unsubscribed") },
  };
}
