/**
 * The SQL of applications to sell and of suspensions (docs/decisions/0047). Every move of a status is
 * an update conditional on the status it leaves, so a decision retried, or taken on two servers at
 * once, happens once.
 */
import type { AdminSellerApplication, Page, SellerApplication, SellerApplicationStatus } from "@shop/contract";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { sellerApplications, sellerProfiles, users } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";

type ApplicationRow = typeof sellerApplications.$inferSelect;

export const toApplication = (row: ApplicationRow): SellerApplication => ({
  applicationId: row.id,
  status: row.status as SellerApplicationStatus,
  shopName: row.shopName,
  about: row.about,
  contactEmail: row.contactEmail,
  phone: row.phone,
  returnAddress: row.returnAddress,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The account's newest application, whatever its status. */
export async function latestApplicationOf(db: Tx, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.userId, userId))
    .orderBy(desc(sellerApplications.id))
    .limit(1);
  return row;
}

export async function findApplication(db: Tx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
  return row;
}

export async function insertApplication(
  db: Tx,
  values: Pick<ApplicationRow, "userId" | "shopName" | "about" | "contactEmail" | "phone" | "returnAddress">,
): Promise<ApplicationRow> {
  const [row] = await db.insert(sellerApplications).values(values).returning();
  return row!;
}

/**
 * Moves the application from `from` to `to` (with the reason and who decided); undefined when it is
 * not in `from` any more (another decision came first).
 */
export async function moveApplication(
  db: Tx,
  id: number,
  from: SellerApplicationStatus,
  to: SellerApplicationStatus,
  decision: { reason: string | null; decidedBy: number | null },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(sellerApplications)
    .set({ status: to, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: new Date() })
    .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, from)))
    .returning();
  return row;
}

/** The seller's approved (or suspended) application moves with their suspension, when they have one. */
export async function moveSellersApplication(
  db: Tx,
  userId: number,
  from: SellerApplicationStatus,
  to: SellerApplicationStatus,
  decision: { reason: string | null; decidedBy: number },
): Promise<void> {
  await db
    .update(sellerApplications)
    .set({ status: to, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: new Date() })
    .where(and(eq(sellerApplications.userId, userId), eq(sellerApplications.status, from)));
}

/** Adds the seller role to a live account that lacks it (admins keep theirs). */
export async function grantSellerRole(db: Tx, userId: number): Promise<void> {
  await db.execute(sql`
    update users set roles = array_append(roles, 'ROLE_SELLER')
    where id = ${userId} and deleted_at is null and not ('ROLE_SELLER' = any(roles))`);
}

/** The new seller's shop profile: the application's name, about and return address (the commission stays). */
export async function openShopProfile(
  db: Tx,
  sellerId: number,
  shop: { displayName: string; about: string; returnAddress: string },
): Promise<void> {
  await db
    .insert(sellerProfiles)
    .values({ sellerId, ...shop })
    .onConflictDoUpdate({ target: sellerProfiles.sellerId, set: { ...shop, updatedAt: new Date() } });
}

/** A live account with the seller role: who may be suspended, with where their mail goes and its language. */
export async function findSeller(db: Tx, sellerId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, sellerId), sql`${users.deletedAt} is null`, sql`'ROLE_SELLER' = any(${users.roles})`));
  return row;
}

export async function findAccount(db: Tx, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, roles: users.roles, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Suspends (`reason`) or reinstates (null) a seller when they are not so already; false when they
 * are. The profile row is made first for a seller who never saved one.
 */
export async function setSuspension(db: Tx, sellerId: number, reason: string | null): Promise<boolean> {
  await db.insert(sellerProfiles).values({ sellerId }).onConflictDoNothing();
  const rows = await db
    .update(sellerProfiles)
    .set(
      reason === null
        ? { suspendedAt: null, suspensionReason: null, updatedAt: new Date() }
        : { suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() },
    )
    .where(
      and(
        eq(sellerProfiles.sellerId, sellerId),
        reason === null ? sql`${sellerProfiles.suspendedAt} is not null` : sql`${sellerProfiles.suspendedAt} is null`,
      ),
    )
    .returning({ sellerId: sellerProfiles.sellerId });
  return rows.length > 0;
}

const applicationSort = { createdAt: sellerApplications.createdAt, applicationId: sellerApplications.id } as const;

/** One page of applications for admins, newest first by default; `status` filters. */
export async function listApplications(
  db: Tx,
  q: {
    pageNumber: number;
    pageSize: number;
    sortBy: keyof typeof applicationSort;
    sortOrder: "asc" | "desc";
    status?: SellerApplicationStatus;
  },
): Promise<Page<AdminSellerApplication>> {
  const where = q.status ? eq(sellerApplications.status, q.status) : undefined;
  const dir = q.sortOrder === "desc" ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ application: sellerApplications, username: users.username, email: users.email })
      .from(sellerApplications)
      .innerJoin(users, eq(users.id, sellerApplications.userId))
      .where(where)
      .orderBy(dir(applicationSort[q.sortBy]), dir(sellerApplications.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(sellerApplications).where(where),
  ]);
  return toPage(
    rows.map((r) => ({
      ...toApplication(r.application),
      userId: r.application.userId,
      username: r.username,
      email: r.email,
    })),
    count?.n ?? 0,
    q,
  );
}
