/**
 * Idempotency keys are kept 24 hours, long enough for any retry of a checkout; a clean-up
 * every hour forgets older ones. Several servers may run it at once: it is one DELETE.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { affectedRows } from "../../db/transaction.js";

export const IDEMPOTENCY_KEY_HOURS = 24;
const EVERY_MS = 60 * 60 * 1000;

export async function forgetOldIdempotencyKeys(db: Db): Promise<number> {
  return affectedRows(
    await db.execute(
      sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
    ),
  );
}

/** Starts the hourly clean-up; the returned function stops it. */
export function startIdempotencyCleanup(db: Db, onError: (error: unknown) => void): () => void {
  const run = () => void forgetOldIdempotencyKeys(db).catch(onError);
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
