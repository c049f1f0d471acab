/**
 * The owner's pages: one row each in the `settings` table, under the key "page:<slug>" (decisions
 * 0014 and 0037). A page the owner added keeps its title in the row; the three built-in ones take
 * theirs from the contract.
 */
import type { OwnerPageSlug } from "@shop/contract";
import { eq, like, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

export interface StoredPage {
  /** Set for a page the owner added; the built-in ones have none. */
  title?: string;
  markdown: string;
  updatedAt: string | null;
}

const PREFIX = "page:";
const keyOf = (slug: string) => `${PREFIX}${slug}`;

const parse = (value: string): StoredPage => {
  const stored = JSON.parse(value) as Partial<StoredPage>;
  return {
    ...(typeof stored.title === "string" ? { title: stored.title } : {}),
    markdown: String(stored.markdown ?? ""),
    updatedAt: stored.updatedAt ?? null,
  };
};

/** The stored page of a slug, or undefined when nobody wrote it. */
export async function findPage(db: Tx, slug: string): Promise<StoredPage | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, keyOf(slug)));
  return row ? parse(row.value) : undefined;
}

/** A built-in page: empty until written. */
export async function readPage(db: Tx, slug: OwnerPageSlug): Promise<StoredPage> {
  return (await findPage(db, slug)) ?? { markdown: "", updatedAt: null };
}

export async function writePage(db: Tx, slug: string, markdown: string, title?: string): Promise<StoredPage> {
  const page: StoredPage = { ...(title !== undefined ? { title } : {}), markdown, updatedAt: new Date().toISOString() };
  await db
    .insert(settings)
    .values({ key: keyOf(slug), value: JSON.stringify(page) })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  return page;
}

/** Whether a row was removed. */
export async function deletePage(db: Tx, slug: string): Promise<boolean> {
  const removed = await db
    .delete(settings)
    .where(eq(settings.key, keyOf(slug)))
    .returning({ key: settings.key });
  return removed.length > 0;
}

/** Every stored page, by slug. */
export async function listPages(db: Tx): Promise<{ slug: string; page: StoredPage }[]> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(like(settings.key, `${PREFIX}%`));
  return rows.map((row) => ({ slug: row.key.slice(PREFIX.length), page: parse(row.value) }));
}

/** Pages are added one at a time across servers, so that the limit on their number holds. */
export async function lockPages(db: Tx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('marigold_owner_pages'))`);
}
