/**
 * The admin's "get your shop ready" checklist (docs/product/api.md §9): what a new shop still needs
 * before it can sell, each item ticked from the data itself, so it is right whoever did the step.
 */
import { OWNER_PAGE_SLUGS, ROLES, type SetupChecklist, type StoreSettings } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { readPage } from "../pages/repository.js";

/** The settings are the owner's once the shop can be reached: an address, phone or e-mail is set. */
const settingsDone = (s: StoreSettings) => [s.contactEmail, s.contactPhone, s.contactAddress].some((v) => v.trim());

export async function setupChecklist(db: Db, settings: StoreSettings): Promise<SetupChecklist> {
  const [[counts], pages] = await Promise.all([
    rowsOf<{ categories: boolean; sellers: boolean; products: boolean }>(
      db.execute(sql`
        select exists (select 1 from categories) as categories,
          exists (select 1 from users where ${ROLES.seller} = any(roles) and deleted_at is null) as sellers,
          exists (select 1 from products) as products`),
    ),
    Promise.all(OWNER_PAGE_SLUGS.map((slug) => readPage(db, slug))),
  ]);
  const items: SetupChecklist["items"] = [
    { key: "settings", label: "Fill in the store settings", done: settingsDone(settings), link: "/admin/settings" },
    { key: "categories", label: "Create a category", done: Boolean(counts?.categories), link: "/admin/categories" },
    { key: "seller", label: "Make an account a seller", done: Boolean(counts?.sellers), link: "/admin/users" },
    { key: "product", label: "Add the first product", done: Boolean(counts?.products), link: "/seller/products" },
    {
      key: "pages",
      label: "Write the About, Privacy and Terms pages",
      done: pages.every((p) => p.markdown.trim() !== ""),
      link: "/admin/pages",
    },
  ];
  return { items, done: items.every((i) => i.done) };
}
