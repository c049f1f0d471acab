/** The SQL of newsletter subscribers. */
import type { NewsletterStatus, Subscriber } from "@shop/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { newsletterSubscribers as subscribers } from "../../db/schema/index.js";

type Row = typeof subscribers.$inferSelect;

export const toSubscriber = (r: Row): Subscriber => ({
  id: r.id,
  email: r.email,
  status: r.status as NewsletterStatus,
  createdAt: r.createdAt.toISOString(),
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
});

/** The address's row, locked for the rest of the transaction (two sign-ups of one address queue). */
export async function lockByEmail(db: Tx, email: string): Promise<Row | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email)).for("update");
  return row;
}

/**
 * At most one confirmation mail per address per 10 minutes and MAILS_PER_DAY per address in 24
 * hours, whoever asks (decision 0015).
 */
export const MAIL_INTERVAL = "10 minutes";
export const MAILS_PER_DAY = 3;

/** Inserts a pending subscriber unless the address exists (its first mail counted); returns whether it was inserted. */
export async function insertPending(db: Tx, email: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .insert(subscribers)
    .values({
      email,
      status: "pending",
      tokenHash,
      lastMailedAt: sql`now()`,
      mailDayStartedAt: sql`now()`,
      mailsThatDay: 1,
    })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/**
 * Back to pending with a new link (a new sign-up of an unsubscribed or still pending address) and
 * its mail counted, when the address may get a mail now; returns whether it may (else nothing changes,
 * and the link of the last mail keeps working).
 */
export async function renewPendingIfDue(db: Tx, id: number, tokenHash: string): Promise<boolean> {
  const newDay = sql`(${subscribers.mailDayStartedAt} is null or ${subscribers.mailDayStartedAt} <= now() - interval '24 hours')`;
  const rows = await db
    .update(subscribers)
    .set({
      status: "pending",
      tokenHash,
      unsubscribedAt: null,
      lastMailedAt: sql`now()`,
      mailDayStartedAt: sql`case when ${newDay} then now() else ${subscribers.mailDayStartedAt} end`,
      mailsThatDay: sql`case when ${newDay} then 1 else ${subscribers.mailsThatDay} + 1 end`,
    })
    .where(
      and(
        eq(subscribers.id, id),
        sql`(${subscribers.lastMailedAt} is null or ${subscribers.lastMailedAt} <= now() - ${MAIL_INTERVAL}::interval)`,
        sql`(${newDay} or ${subscribers.mailsThatDay} < ${MAILS_PER_DAY})`,
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function byTokenHash(db: Tx, tokenHash: string): Promise<Row | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.tokenHash, tokenHash)).for("update");
  return row;
}

export async function setStatus(db: Tx, id: number, status: "confirmed" | "unsubscribed"): Promise<void> {
  await db
    .update(subscribers)
    .set(
      status === "confirmed"
        ? { status, confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`, unsubscribedAt: null }
        : { status, unsubscribedAt: sql`now()` },
    )
    .where(eq(subscribers.id, id));
}

export async function allSubscribers(db: Tx): Promise<Row[]> {
  return db.select().from(subscribers).orderBy(asc(subscribers.id));
}
