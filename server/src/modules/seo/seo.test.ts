/**
 * robots.txt and the sitemap (decision 0006): real files, generated from the database, listing every
 * listed product and every category; beyond the per-file limit, a sitemap index of parts.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct, createTestApp, createUser, type TestContext } from "../../test/harness.js";

let ctx: TestContext;
let categoryId: number;
const ids: number[] = [];
let hiddenId: number;

beforeAll(async () => {
  ctx = await createTestApp({ SITEMAP_URLS_PER_FILE: "20" });
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  const leaving = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  categoryId = await createCategory(ctx, admin, "Mapped & listed");
  await ctx.app.inject({
    method: "PUT",
    url: "/api/admin/pages/shipping-info",
    headers: admin.auth,
    payload: { title: "Shipping information", markdown: "Two days." },
  });
  for (let i = 0; i < 5; i++) ids.push((await createProduct(ctx, seller, categoryId)).productId);
  hiddenId = (await createProduct(ctx, leaving, categoryId)).productId;
  // The seller of this one leaves: it is no longer on the storefront.
  const demoted = await ctx.app.inject({
    method: "PUT",
    url: `/api/admin/users/${leaving.id}/roles`,
    headers: admin.auth,
    payload: { roles: [ROLES.user] },
  });
  expect(demoted.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("robots.txt", () => {
  it("allows the storefront, keeps crawlers out of the API and accounts, and names the sitemap", async () => {
    const res = await ctx.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("User-agent: *");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /checkout");
    expect(res.body).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
});

describe("the sitemap", () => {
  it("lists the pages, every category and every listed product, and no unlisted one", async () => {
    const res = await ctx.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body.trim().endsWith("</urlset>")).toBe(true);
    const urls = locs(res.body);
    expect(urls).toContain("http://shop.test/");
    expect(urls).toContain("http://shop.test/categories");
    // A page the owner added (decision 0037).
    expect(urls).toContain("http://shop.test/pages/shipping-info");
    expect(urls).toContain(`http://shop.test/products?category=${categoryId}`);
    for (const id of ids) expect(urls).toContain(`http://shop.test/products/${id}`);
    expect(urls).not.toContain(`http://shop.test/products/${hiddenId}`);
    expect(res.body).toContain("?category="); // escaped as XML: no bare & anywhere
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;)/);
  });

  it("becomes an index of parts beyond the per-file limit, and the parts hold every product once", async () => {
    const [seller] = (
      (await ctx.database.db.execute(
        sql`select id from users where 'ROLE_SELLER' = any(roles) order by id limit 1`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await ctx.database.db.execute(sql`
      insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
      select 'Mapped ' || g, 'bulk', 500, 0, 500, 3, ${categoryId}, ${seller!.id} from generate_series(1, 40) g`);
    const listed = (
      (await ctx.database.db.execute(sql`select id from products where listed order by id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => `http://shop.test/products/${r.id}`);

    const index = await ctx.app.inject({ url: "/sitemap.xml" });
    expect(index.body).toContain("<sitemapindex ");
    const parts = locs(index.body);
    expect(parts[0]).toBe("http://shop.test/sitemap-pages.xml");
    // 45 listed products, 20 a file: three parts.
    expect(parts.slice(1)).toEqual([1, 2, 3].map((n) => `http://shop.test/sitemap-products-${n}.xml`));

    const pages = locs((await ctx.app.inject({ url: "/sitemap-pages.xml" })).body);
    expect(pages).toContain(`http://shop.test/products?category=${categoryId}`);
    const products: string[] = [];
    for (const n of [1, 2, 3]) {
      const part = await ctx.app.inject({ url: `/sitemap-products-${n}.xml` });
      expect(part.statusCode).toBe(200);
      expect(locs(part.body).length).toBeLessThanOrEqual(20);
      products.push(...locs(part.body));
    }
    expect(products).toEqual(listed);
    for (const url of ["/sitemap-products-4.xml", "/sitemap-products-0.xml", "/sitemap-products-x.xml"]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
