import { ORDER_STATUS } from "@shop/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { addresses, carts, orders, passwordResetTokens, users } from "../../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;

export const findUserByUsername = async (db: Tx, username: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
  )[0];

export const findUserById = async (db: Tx, id: number) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
  )[0];

export const findUserByEmail = async (db: Tx, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
  )[0];

export async function usernameOrEmailTaken(db: Tx, username: string, email: string) {
  const [row] = await db
    .select({
      username: sql<boolean>`bool_or(lower(${users.username}) = lower(${username}))`,
      email: sql<boolean>`bool_or(lower(${users.email}) = lower(${email}))`,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`);
  return { username: Boolean(row?.username), email: Boolean(row?.email) };
}

export async function emailTakenByOther(db: Tx, email: string, userId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.id} <> ${userId}`));
  return rows.length > 0;
}

export const insertUser = async (db: Tx, values: typeof users.$inferInsert) =>
  (await db.insert(users).values(values).returning())[0]!;

export const updateUser = async (db: Tx, id: number, values: Partial<typeof users.$inferInsert>) =>
  (await db.update(users).set(values).where(eq(users.id, id)).returning())[0];

/** Ends every token of the account (but `keptTokenId`, when given: the token that asked for the change). */
export const bumpTokenVersion = async (
  db: Tx,
  id: number,
  values: Partial<typeof users.$inferInsert> = {},
  keptTokenId: string | null = null,
) =>
  (
    await db
      .update(users)
      .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1`, keptTokenId })
      .where(eq(users.id, id))
      .returning()
  )[0]!;

export async function insertResetToken(db: Tx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks an unused, unexpired token used and returns its account id; one caller wins. */
/** Whether a reset link is still good (unused, unexpired), without using it up. */
export async function resetTokenIsValid(db: Tx, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    );
  return Boolean(row);
}

export async function consumeResetToken(db: Tx, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Ends every outstanding reset link of an account (after a reset or a password change). */
export async function expireResetTokens(db: Tx, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Removes an account's personal data (run in the deletion's transaction): its addresses and cart
 * go, its orders keep only a placeholder e-mail, and finished orders also lose their address.
 */
export async function erasePersonalData(db: Tx, userId: number, placeholderEmail: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.userId, userId));
  await db.delete(carts).where(eq(carts.userId, userId));
  await db.update(orders).set({ email: placeholderEmail }).where(eq(orders.userId, userId));
  await db
    .update(orders)
    .set({ street: "(removed)", apartmentNumber: null, city: "(removed)", state: "-", country: "-", zipCode: "-" })
    .where(and(eq(orders.userId, userId), inArray(orders.status, [ORDER_STATUS.delivered, ORDER_STATUS.cancelled])));
}
