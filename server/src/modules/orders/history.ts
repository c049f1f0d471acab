/**
 * Order history (docs/decisions/0016-order-history.md): each status change of an order and
 * of each seller's part, recorded in the transaction that makes it, with who made it.
 */
import type { OrderEvent } from "@shop/contract";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderEvents, sellerProfiles } from "../../db/schema/index.js";
import { sellerNameOf } from "../catalog/product-repository.js";
import { type AuthUser, isSeller } from "../../core/user.js";

export type ActorRole = OrderEvent["by"];
export interface Actor {
  id: number | null;
  role: ActorRole;
}

/** The customer acting on their own order. */
export const customerActor = (user: Pick<AuthUser, "id">): Actor => ({ id: user.id, role: "customer" });
/** A seller moving their part on, or an admin (who is no seller) moving every part. */
export const backOfficeActor = (user: AuthUser): Actor => ({ id: user.id, role: isSeller(user) ? "seller" : "admin" });

export interface NewEvent {
  /** The seller whose part changed; null for the order as a whole. */
  sellerId: number | null;
  status: string;
}

/** The insert of these events, not yet run (to send it with other writes in one statement). */
export function eventsInsert(tx: Tx, orderId: number, actor: Actor, events: readonly NewEvent[], at?: Date) {
  return tx.insert(orderEvents).values(
    events.map((e) => ({
      orderId,
      sellerId: e.sellerId,
      status: e.status,
      actorId: actor.id,
      actorRole: actor.role,
      ...(at ? { createdAt: at } : {}),
    })),
  );
}

export async function recordEvents(tx: Tx, orderId: number, actor: Actor, events: readonly NewEvent[], at?: Date) {
  if (events.length === 0) return;
  await eventsInsert(tx, orderId, actor, events, at);
}

/**
 * An order's history, oldest first, as `viewerId` sees it; for a seller only the order's own events
 * and their part's.
 */
export async function historyOf(db: Tx, orderId: number, viewerId: number, sellerId?: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({
      status: orderEvents.status,
      sellerName: sellerNameOf(sellerProfiles.displayName, orderEvents.sellerId),
      sellerId: orderEvents.sellerId,
      by: orderEvents.actorRole,
      actorId: orderEvents.actorId,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, orderEvents.sellerId))
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        sellerId === undefined ? undefined : or(isNull(orderEvents.sellerId), eq(orderEvents.sellerId, sellerId)),
      ),
    )
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((r) => ({
    status: r.status,
    sellerName: r.sellerId === null ? null : r.sellerName,
    by: r.by as ActorRole,
    byYou: r.actorId === viewerId,
    at: r.at.toISOString(),
  }));
}
