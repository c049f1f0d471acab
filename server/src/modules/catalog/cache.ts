/**
 * The catalog's answer cache (docs/decisions: catalog cache): public catalog answers, already
 * serialized, with their ETag, kept in each server's memory.
 *
 * - A product edit, delete, new product or category change empties the cache at once on the server
 *   that made it and, through a PostgreSQL NOTIFY sent in the same transaction, on every other server.
 * - A sale or a cancellation drops the sold products' own answers at once everywhere; lists and
 *   search answers that show their stock refresh within the time-to-live (CATALOG_CACHE_TTL_MS,
 *   5 s by default). Stock is always checked exactly when an order is placed.
 * - Identical requests that arrive together share one database query.
 */
import { createHash } from "node:crypto";

export interface CachedAnswer {
  /** The JSON body, ready to send. */
  body: string;
  etag: string;
  status: number;
}

interface Entry {
  answer: CachedAnswer;
  expires: number;
  productIds: readonly number[];
}

export type CatalogChange = { kind: "all" } | { kind: "stock"; productIds: number[] };

export function answerOf(value: unknown, status = 200): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, status, etag: `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"` };
}

export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by every change, so an answer computed while a change happened is not kept. */
  private generation = 0;

  constructor(
    readonly enabled: boolean,
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /**
   * The cached answer for `key`, or the one `load` computes (shared by concurrent callers).
   * `productIds` are the products the answer shows a single product of (dropped on their sale).
   */
  async get(key: string, load: () => Promise<{ answer: CachedAnswer; productIds?: number[] }>): Promise<CachedAnswer> {
    if (!this.enabled) return (await load()).answer;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.answer;
    if (hit) this.entries.delete(key);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then(({ answer, productIds = [] }) => {
        if (generation === this.generation && answer.status < 500) this.put(key, answer, productIds);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private put(key: string, answer: CachedAnswer, productIds: readonly number[]) {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { answer, productIds, expires: Date.now() + this.ttlMs });
  }

  apply(change: CatalogChange) {
    this.generation++;
    this.inFlight.clear();
    if (change.kind === "all") {
      this.entries.clear();
      return;
    }
    const sold = new Set(change.productIds);
    for (const [key, entry] of this.entries) {
      if (entry.productIds.some((id) => sold.has(id))) this.entries.delete(key);
    }
  }

  get size() {
    return this.entries.size;
  }
}
