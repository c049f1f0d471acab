/** Running work in a transaction, and reading raw statement results, the same way on both drivers. */
import type { Db, Tx } from "./client.js";
import { isRetryableTxError } from "./errors.js";

const MAX_ATTEMPTS = 3;

/**
 * Runs `work` in a transaction and runs it again (up to three times in all) when PostgreSQL
 * aborts it as a deadlock victim or a serialization failure; every other error goes to the caller.
 */
export async function retryingTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isRetryableTxError(error) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Row count of a raw statement (`db.execute`) on either driver. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0;
}

/** The rows of a raw statement (`db.execute`) on either driver. */
export async function rowsOf<T>(query: Promise<unknown> | PromiseLike<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
