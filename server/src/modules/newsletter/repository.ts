/** The SQL of newsletter subscribers. */
import type { NewsletterStatus, Subscriber } from "@shop/contract";
import { asc, eq, sql } from "drizzle-orm";
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

/** Inserts a pending subscriber unless the address exists; returns whether it was inserted. */
export async function insertPending(db: Tx, email: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .insert(subscribers)
    .values({ email, status: "pending", tokenHash })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/** Back to pending with a new link (a new sign-up of an unsubscribed or still pending address). */
export async function renewPending(db: Tx, id: number, tokenHash: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: "pending", tokenHash, unsubscribedAt: null })
    .where(eq(subscribers.id, id));
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
