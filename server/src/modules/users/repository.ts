/** The SQL of the admin Users screen (docs/product/api.md §2): live accounts only. */
import type { AdminUser, adminUserQuery, Page, Role } from "@shop/contract";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";

type UserQuery = z.output<typeof adminUserQuery>;
type UserRow = typeof users.$inferSelect;

const sortColumns = { userId: users.id, username: users.username, email: users.email } as const;

const toAdminUser = (u: UserRow): AdminUser => ({
  userId: u.id,
  username: u.username,
  email: u.email,
  roles: u.roles,
  createdAt: u.createdAt.toISOString(),
});

/** One page of accounts; `keyword` matches a part of the username or e-mail, taken literally. */
export async function listUsers(db: Tx, q: UserQuery): Promise<Page<AdminUser>> {
  const keyword = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    isNull(users.deletedAt),
    keyword ? sql`(${users.username} ilike ${keyword} or ${users.email} ilike ${keyword})` : undefined,
  );
  const order = q.sortOrder === "desc" ? desc(sortColumns[q.sortBy]) : asc(sortColumns[q.sortBy]);
  const [rows, [count]] = await Promise.all([
    db.select().from(users).where(where).orderBy(order, asc(users.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return toPage(rows.map(toAdminUser), count?.n ?? 0, q);
}

/** The account with its new roles, or undefined when no live account has that id. */
export async function updateRoles(db: Tx, id: number, roles: Role[]): Promise<AdminUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ roles })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row && toAdminUser(row);
}

/**
 * The live account's roles and language (its mails are written in it, docs/decisions/0051), its row
 * locked to the end of the transaction; undefined when none.
 */
export async function lockRoles(db: Tx, id: number): Promise<{ roles: string[]; language: string | null } | undefined> {
  const [row] = await db
    .select({ roles: users.roles, language: users.language })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("update");
  return row;
}
