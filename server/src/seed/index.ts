/** Start-up data: the first admin from ADMIN_* settings, and the demo shop on an empty database. */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Config } from "../config.js";
import { hashPassword } from "../modules/auth/passwords.js";
import type { Db, Tx } from "../db/client.js";
import { users } from "../db/schema/index.js";

export const DEMO_ACCOUNTS = [
  { username: "user1", password: "password1", email: "user1@example.com", roles: [ROLES.user], label: "customer" },
  {
    username: "seller1",
    password: "password2",
    email: "seller1@example.com",
    roles: [ROLES.user, ROLES.seller],
    label: "seller",
  },
  {
    username: "seller2",
    password: "password3",
    email: "seller2@example.com",
    roles: [ROLES.user, ROLES.seller],
    label: "seller",
  },
  {
    username: "admin",
    password: "adminPass",
    email: "admin@example.com",
    roles: [ROLES.user, ROLES.admin],
    label: "admin",
  },
] as const;

export async function ensureAdmin(db: Db, admin: NonNullable<Config["admin"]>) {
  await db
    .insert(users)
    .values({
      username: admin.username,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      roles: [ROLES.user, ROLES.admin],
    })
    .onConflictDoNothing();
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Demo accounts only; the catalog and orders come from ./demo.ts. */
export async function seedDemoAccounts(db: Tx) {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      username: a.username,
      email: a.email,
      passwordHash: await hashPassword(a.password),
      roles: [...a.roles],
    })),
  );
  return db.insert(users).values(rows).returning();
}
