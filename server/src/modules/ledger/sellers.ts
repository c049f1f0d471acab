/** The sellers as the marketplace's money sees them: who they are, and their commission rate. */
import { basisPoints, MSG } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../core/deps.js";
import type { Db, Tx } from "../../db/client.js";
import { sellerBalances, sellerProfiles, users } from "../../db/schema/index.js";
import { notFound } from "../../core/errors.js";
import { readTerms } from "./marketplace-settings.js";
import { sellerAccounts } from "./repository.js";

/** A seller (an account with the seller role, or a former one with a ledger), else 404. */
export async function sellerOr404(db: Tx, sellerId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      language: users.language,
      roles: users.roles,
      displayName: sellerProfiles.displayName,
      hasBalance: sql<boolean>`${sellerBalances.sellerId} is not null`,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, users.id))
    .leftJoin(sellerBalances, eq(sellerBalances.sellerId, users.id))
    .where(eq(users.id, sellerId));
  if (!row || (!row.roles.includes("ROLE_SELLER") && !row.hasBalance)) throw notFound(MSG.sellerNotFound);
  return row;
}

/** Sets a seller's own rate (percent), or returns them to the shop's rate (null). Orders placed before keep theirs. */
export async function setSellerCommission(db: Db, sellerId: number, percent: number | null): Promise<void> {
  await sellerOr404(db, sellerId);
  const commissionBp = percent === null ? null : basisPoints(percent);
  await db
    .insert(sellerProfiles)
    .values({ sellerId, commissionBp })
    .onConflictDoUpdate({ target: sellerProfiles.sellerId, set: { commissionBp, updatedAt: new Date() } });
}

/** One seller as the Sellers & payouts screen lists them (after a change to them: a payment, a suspension). */
export async function sellerAccount(deps: Pick<AppDeps, "db" | "settings">, sellerId: number) {
  const page = await sellerAccounts(
    deps.db,
    (await readTerms(deps.db)).commissionBp,
    { pageNumber: 0, pageSize: 1, sortBy: "sellerId", sortOrder: "asc" },
    (await deps.settings.amounts()).digits,
    sellerId,
  );
  return page.content[0]!;
}
