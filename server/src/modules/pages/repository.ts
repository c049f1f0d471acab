/** The owner's pages: one row each in the `settings` table, under the key "page:<slug>". */
import type { OwnerPageSlug } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

export interface StoredPage {
  markdown: string;
  updatedAt: string | null;
}

const keyOf = (slug: OwnerPageSlug) => `page:${slug}`;

export async function readPage(db: Tx, slug: OwnerPageSlug): Promise<StoredPage> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, keyOf(slug)));
  if (!row) return { markdown: "", updatedAt: null };
  const stored = JSON.parse(row.value) as Partial<StoredPage>;
  return { markdown: String(stored.markdown ?? ""), updatedAt: stored.updatedAt ?? null };
}

export async function writePage(db: Tx, slug: OwnerPageSlug, markdown: string): Promise<StoredPage> {
  const page: StoredPage = { markdown, updatedAt: new Date().toISOString() };
  await db
    .insert(settings)
    .values({ key: keyOf(slug), value: JSON.stringify(page) })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  return page;
}
