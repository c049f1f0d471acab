/**
 * What the catalog's speed-ups must not change (decisions 0004 and 0020): paging and totals at every edge, the
 * exact-count limit, search by prefix, typo and relevance, and the answer cache with its ETags,
 * invalidated on one server and across two that share a database.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../core/deps.js";
import {
  addAddress,
  addToCart,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  eventually,
  placeCashOrder,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { DEEP_OFFSET, EXACT_COUNT_LIMIT } from "./product-pages.js";
import { rowsOf } from "../../db/transaction.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;
let kitchen: number;
let audio: number;
/** A second server on the same database, with its own catalog cache. */
let second: App;

interface P {
  productId: number;
  productName: string;
  price: number;
  specialPrice: number;
  quantity: number;
  discount: number;
}
const made: P[] = [];

beforeAll(async () => {
  // A long time-to-live: what these tests see fresh came from an invalidation, not from expiry.
  ctx = await createTestApp({ CATALOG_CACHE_TTL_MS: "600000" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  kitchen = await createCategory(ctx, admin, "Kitchen things");
  audio = await createCategory(ctx, admin, "Audio things");
  const specs = [
    {
      productName: "Wireless Headphones",
      description: "Closed back, long battery",
      price: 99.99,
      discount: 20,
      quantity: 5,
      c: audio,
    },
    {
      productName: "Studio Monitor Speaker",
      description: "Pairs with any headphones amplifier",
      price: 249,
      discount: 0,
      quantity: 0,
      c: audio,
    },
    {
      productName: "Copper Kettle",
      description: "Whistles when the water boils",
      price: 45.5,
      discount: 10,
      quantity: 12,
      c: kitchen,
    },
    {
      productName: "Stoneware Teapot",
      description: "Glazed by hand, holds one litre",
      price: 32,
      discount: 0,
      quantity: 7,
      c: kitchen,
    },
    {
      productName: "Oak Serving Board",
      description: "One piece of oak",
      price: 32,
      discount: 25,
      quantity: 3,
      c: kitchen,
    },
    {
      productName: "Cast Iron Skillet",
      description: "Seasoned, oven safe",
      price: 58.25,
      discount: 0,
      quantity: 0,
      c: kitchen,
    },
    {
      productName: "Linen Apron",
      description: "Washed linen, two pockets",
      price: 19.99,
      discount: 5,
      quantity: 40,
      c: kitchen,
    },
  ];
  for (const s of specs) {
    const { productId: id } = await createProduct(ctx, seller, s.c, s);
    const res = await ctx.app.inject({ method: "GET", url: `/api/public/products/${id}` });
    made.push(res.json());
  }
  second = await startSecondServer(ctx, { CATALOG_CACHE_TTL_MS: "600000" });
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const get = (url: string, app: App = ctx.app, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
const names = (page: { content: { productName: string }[] }) => page.content.map((p) => p.productName);

describe("paging at the edges", () => {
  const sortKeys = {
    productId: "productId",
    productName: "productName",
    price: "price",
    specialPrice: "specialPrice",
    quantity: "quantity",
    discount: "discount",
  } as const;

  it("walks every sort in both directions page by page, with the same order as sorting everything", async () => {
    for (const [sortBy, field] of Object.entries(sortKeys)) {
      for (const dir of ["asc", "desc"] as const) {
        const expected = [...made]
          .sort((a, b) => {
            const x = a[field as keyof P] as number | string;
            const y = b[field as keyof P] as number | string;
            const c = x < y ? -1 : x > y ? 1 : 0;
            return (dir === "asc" ? c : -c) || (dir === "asc" ? a.productId - b.productId : b.productId - a.productId);
          })
          .map((p) => p.productName);
        const seen: string[] = [];
        for (let page = 0; page < 3; page++) {
          const res = await get(`/api/public/products?pageNumber=${page}&pageSize=3&sortBy=${sortBy}&sortOrder=${dir}`);
          const body = res.json();
          expect(body).toMatchObject({
            pageNumber: page,
            pageSize: 3,
            totalElements: 7,
            totalPages: 3,
            lastPage: page === 2,
          });
          seen.push(...names(body));
        }
        expect(seen, `${sortBy} ${dir}`).toEqual(expected);
      }
    }
  });

  it("answers an empty last page beyond the end, with the totals", async () => {
    const body = (await get("/api/public/products?pageNumber=9&pageSize=3")).json();
    expect(body).toMatchObject({ content: [], totalElements: 7, totalPages: 3, lastPage: true });
  });

  it("combines filters with a category and counts exactly", async () => {
    const body = (
      await get(`/api/public/categories/${kitchen}/products?inStock=true&onSale=true&maxPrice=50&sortBy=price`)
    ).json();
    expect(names(body)).toEqual(["Linen Apron", "Oak Serving Board", "Copper Kettle"]);
    expect(body).toMatchObject({ totalElements: 3, totalPages: 1, lastPage: true });
    const none = (await get(`/api/public/categories/${audio}/products?inStock=true&minPrice=200`)).json();
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0, lastPage: true });
  });
});

describe("totals beyond the exact-count limit", () => {
  let bulk: number;
  beforeAll(async () => {
    bulk = await createCategory(ctx, admin, "Bulk category");
    // Exactly the limit in stock, ten more out of stock: inserted in one statement, as a bulk import would.
    await ctx.database.db.execute(sql`
      insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
      select 'Bulk item ' || g, 'A bulk item', 100, 0, 100, case when g <= ${EXACT_COUNT_LIMIT} then 1 else 0 end, ${bulk}, ${seller.id}
      from generate_series(1, ${EXACT_COUNT_LIMIT + 10}) g`);
    await ctx.database.db.execute(sql`analyze products`);
  });

  it("is exact up to the limit", async () => {
    const body = (await get(`/api/public/categories/${bulk}/products?inStock=true&pageSize=100`)).json();
    expect(body).toMatchObject({ totalElements: EXACT_COUNT_LIMIT, totalPages: 100, lastPage: false });
    const last = (await get(`/api/public/categories/${bulk}/products?inStock=true&pageSize=100&pageNumber=99`)).json();
    expect(last.lastPage).toBe(true);
    expect(last.content).toHaveLength(100);
  });

  it("beyond it is an estimate above the limit, and exact on the last page", async () => {
    const first = (await get(`/api/public/categories/${bulk}/products?pageSize=100`)).json();
    expect(first.totalElements).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.lastPage).toBe(false);
    const last = (await get(`/api/public/categories/${bulk}/products?pageSize=100&pageNumber=100`)).json();
    expect(last).toMatchObject({ totalElements: EXACT_COUNT_LIMIT + 10, totalPages: 101, lastPage: true });
    expect(last.content).toHaveLength(10);
  });

  it("reads deep pages of a plain listing from the end with the same rows, order and totals", async () => {
    const columns = { productId: "id", productName: "name", specialPrice: "special_price_cents", quantity: "quantity" };
    // Pages before DEEP_OFFSET, after it in the first half, in the second half, the last and beyond it.
    const pages = [0, 20, 51, 95, 100, 101];
    expect(20 * 100).toBeGreaterThanOrEqual(DEEP_OFFSET);
    for (const [sortBy, column] of Object.entries(columns)) {
      for (const dir of ["asc", "desc"] as const) {
        for (const pageNumber of pages) {
          const body = (
            await get(
              `/api/public/categories/${bulk}/products?pageSize=100&pageNumber=${pageNumber}&sortBy=${sortBy}&sortOrder=${dir}`,
            )
          ).json();
          const expected = (
            (await ctx.database.db.execute(
              sql.raw(`select id from products where category_id = ${bulk} and listed
                order by ${column} ${dir}, id ${dir} limit 100 offset ${pageNumber * 100}`),
            )) as unknown as { rows: { id: number }[] }
          ).rows.map((r) => Number(r.id));
          const label = `${sortBy} ${dir} page ${pageNumber}`;
          expect(
            body.content.map((p: { productId: number }) => p.productId),
            label,
          ).toEqual(expected);
          expect(body, label).toMatchObject({
            totalElements: EXACT_COUNT_LIMIT + 10,
            totalPages: 101,
            lastPage: pageNumber >= 100,
          });
        }
      }
    }
  });

  it("pages a search in every sort with exact totals at the limit, and an estimate beyond it", async () => {
    const columns = { productId: "id", productName: "name", price: "price_cents", quantity: "quantity" };
    // 10,000 in stock: exactly the limit, so every total is exact; pages first, middle, last and beyond.
    for (const [sortBy, column] of Object.entries(columns)) {
      for (const dir of ["asc", "desc"] as const) {
        for (const pageNumber of [0, 57, 99, 100]) {
          const body = (
            await get(
              `/api/public/products/keyword/bulk?inStock=true&pageSize=100&pageNumber=${pageNumber}&sortBy=${sortBy}&sortOrder=${dir}`,
            )
          ).json();
          const expected = (
            (await ctx.database.db.execute(
              sql.raw(`select id from products where listed and quantity > 0 and search @@ to_tsquery('simple', 'bulk:*')
                order by ${column} ${dir}, id ${dir} limit 100 offset ${pageNumber * 100}`),
            )) as unknown as { rows: { id: number }[] }
          ).rows.map((r) => Number(r.id));
          const label = `${sortBy} ${dir} page ${pageNumber}`;
          expect(
            body.content.map((p: { productId: number }) => p.productId),
            label,
          ).toEqual(expected);
          expect(body, label).toMatchObject({
            totalElements: EXACT_COUNT_LIMIT,
            totalPages: 100,
            lastPage: pageNumber >= 99,
          });
        }
      }
    }
    // 10,010 matches: beyond the limit the total is an estimate, exact again on the last page.
    const first = (await get("/api/public/products/keyword/bulk?pageSize=100")).json();
    expect(first.totalElements).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.lastPage).toBe(false);
    expect(first.content).toHaveLength(100);
    const last = (await get("/api/public/products/keyword/bulk?pageSize=100&pageNumber=100")).json();
    expect(last).toMatchObject({ totalElements: EXACT_COUNT_LIMIT + 10, lastPage: true });
    expect(last.content).toHaveLength(10);
    // By relevance beyond the limit: a full page of matches, the total an estimate above the limit.
    const ranked = (await get("/api/public/products/keyword/bulk?pageSize=100&sortBy=relevance")).json();
    expect(ranked.content).toHaveLength(100);
    expect(ranked.totalElements).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(ranked.lastPage).toBe(false);

    // One word in exactly the limit plus one, then exactly the limit of listed products (the kept word
    // counts decide whether the matches are counted): beyond it an estimate, at it exact.
    const bulkIds = async () =>
      (
        (await ctx.database.db.execute(
          sql`select id from products where category_id = ${bulk} and quantity = 0 order by id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows.map((r) => Number(r.id));
    const drop = async (ids: number[]) =>
      ctx.database.db.execute(sql`delete from products where id = any(${sql.param(ids)}::int[])`);
    await drop((await bulkIds()).slice(0, 9));
    // (Sorted by name: answers the cache does not hold yet, since these deletes notify no server.)
    const above = (await get("/api/public/products/keyword/bulk?pageSize=100&sortBy=productName")).json();
    expect(above.totalElements).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(above.lastPage).toBe(false);
    await drop(await bulkIds());
    for (const keyword of ["bulk", "bul", "buls"]) {
      for (const pageNumber of [0, 50, 99]) {
        const at = (
          await get(
            `/api/public/products/keyword/${keyword}?pageSize=100&pageNumber=${pageNumber}&sortBy=productName&sortOrder=desc`,
          )
        ).json();
        const label = `${keyword} page ${pageNumber}`;
        expect(at, label).toMatchObject({
          totalElements: EXACT_COUNT_LIMIT,
          totalPages: 100,
          lastPage: pageNumber === 99,
        });
        expect(at.content, label).toHaveLength(100);
      }
    }
  });

  afterAll(async () => {
    await ctx.database.db.execute(sql`delete from products where category_id = ${bulk}`);
    await ctx.app.inject({ method: "DELETE", url: `/api/admin/categories/${bulk}`, headers: admin.auth });
  });
});

describe("a search whose total the kept word counts tell", () => {
  let cat: number;
  const ids = async (where: string, order: string, offset: number) =>
    (
      (await ctx.database.db.execute(
        sql.raw(`select id from products where listed and ${where} order by ${order} limit 100 offset ${offset}`),
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => Number(r.id));
  const pageOf = async (keyword: string, q: string) =>
    (await get(`/api/public/products/keyword/${keyword}?pageSize=100&${q}`)).json();

  beforeAll(async () => {
    cat = await createCategory(ctx, admin, "Ferrules");
    // Products without the word first, so that walking the ids upwards meets the matches only late (the
    // walk gives up and the capped pass answers) and downwards at once.
    await ctx.database.db.execute(sql`
      insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
      select 'Spacer ' || g, 'Steel', 100 + (g * 31) % 500, 0, 100 + (g * 31) % 500, g % 5, ${cat}, ${seller.id}
      from generate_series(1, 3000) g`);
    // More matches than WALK_FROM and fewer than the limit: the page is read alone, the total from the counts.
    await ctx.database.db.execute(sql`
      insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
      select 'Ferrule ' || g, 'Brass, item ' || g, 100 + (g * 37) % 500, 0, 100 + (g * 37) % 500, g % 7, ${cat}, ${seller.id}
      from generate_series(1, 1500) g`);
    await ctx.database.db.execute(sql`analyze products`);
  });

  it("pages it in every sort like sorting everything, also when a typo is corrected to it", async () => {
    const columns = { productId: "id", productName: "name", price: "price_cents", quantity: "quantity" };
    for (const keyword of ["ferrule", "ferr", "ferule"]) {
      for (const [sortBy, column] of Object.entries(columns)) {
        for (const dir of ["asc", "desc"] as const) {
          for (const pageNumber of [0, 7, 14, 15]) {
            const body = await pageOf(keyword, `pageNumber=${pageNumber}&sortBy=${sortBy}&sortOrder=${dir}`);
            const expected = await ids(
              "search @@ to_tsquery('simple', 'ferrule')",
              `${column} ${dir}, id ${dir}`,
              pageNumber * 100,
            );
            const label = `${keyword} ${sortBy} ${dir} page ${pageNumber}`;
            expect(
              body.content.map((p: { productId: number }) => p.productId),
              label,
            ).toEqual(expected);
            expect(body, label).toMatchObject({ totalElements: 1500, totalPages: 15, lastPage: pageNumber >= 14 });
          }
        }
      }
    }
  });

  it("follows delisting, renames and deletes", async () => {
    // Straight in the database, as a bulk change would be; each answer below is one the cache does not hold yet.
    const all = await ids(`category_id = ${cat} and name like 'Ferrule%'`, "id", 0);
    await ctx.database.db.execute(
      sql`update products set listed = false where category_id = ${cat} and name like 'Ferrule%' and id < ${all[0]! + 200}`,
    );
    expect((await pageOf("ferrule", "sortBy=price&sortOrder=desc&pageNumber=1")).totalElements).toBe(1300);
    await ctx.database.db.execute(
      sql`update products set name = 'Grommet ' || id, description = 'Brass' where category_id = ${cat} and name like 'Ferrule%' and listed and id < ${all[0]! + 300}`,
    );
    const renamed = await pageOf("ferrule", "sortBy=quantity&sortOrder=desc&pageNumber=12");
    expect(renamed).toMatchObject({ totalElements: 1200, totalPages: 12, lastPage: true, content: [] });
    await ctx.database.db.execute(
      sql`delete from products where category_id = ${cat} and name like 'Ferrule%' and listed and id >= ${all[0]! + 1000}`,
    );
    const left = await pageOf("ferrule", "sortBy=productName&sortOrder=desc&pageNumber=6");
    expect(left.totalElements).toBe(700);
    expect(left.content.map((p: { productId: number }) => p.productId)).toEqual(
      await ids("search @@ to_tsquery('simple', 'ferrule')", "name desc, id desc", 600),
    );
  });

  it("counts a prefix of several held words once per product, and pages it like sorting everything", async () => {
    // "ferru" starts "ferrule" (the products left above, and 200 of these) and "ferruled" (600): 200
    // products hold both, and count once.
    await ctx.database.db.execute(sql`
      insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
      select 'Ferruled ' || g, case when g <= 200 then 'Ferrule kit' else 'Steel kit' end, 100 + (g * 41) % 500, 0,
        100 + (g * 41) % 500, g % 6, ${cat}, ${seller.id}
      from generate_series(1, 600) g`);
    try {
      const matching = "search @@ to_tsquery('simple', 'ferru:*')";
      const [counted] = await rowsOf<{ n: number }>(
        ctx.database.db.execute(sql.raw(`select count(*)::int as n from products where listed and ${matching}`)),
      );
      const n = Number(counted?.n);
      // Enough to be walked (from 1,000 matches); added up, the words' counts say 200 more.
      expect(n).toBeGreaterThan(1000);
      const columns = { productId: "id", productName: "name", price: "price_cents", quantity: "quantity" };
      for (const [sortBy, column] of Object.entries(columns)) {
        for (const dir of ["asc", "desc"] as const) {
          for (const pageNumber of [0, 5]) {
            const body = await pageOf("ferru", `pageNumber=${pageNumber}&sortBy=${sortBy}&sortOrder=${dir}`);
            const label = `ferru ${sortBy} ${dir} page ${pageNumber}`;
            expect(
              body.content.map((p: { productId: number }) => p.productId),
              label,
            ).toEqual(await ids(matching, `${column} ${dir}, id ${dir}`, pageNumber * 100));
            expect(body.totalElements, label).toBe(n);
          }
        }
      }
    } finally {
      await ctx.database.db.execute(sql`delete from products where category_id = ${cat} and name like 'Ferruled %'`);
    }
  });

  afterAll(async () => {
    await ctx.database.db.execute(sql`delete from products where category_id = ${cat}`);
    await ctx.app.inject({ method: "DELETE", url: `/api/admin/categories/${cat}`, headers: admin.auth });
  });
});

describe("search", () => {
  const search = async (kw: string, q = "") =>
    (await get(`/api/public/products/keyword/${encodeURIComponent(kw)}${q}`)).json();

  it("finds word prefixes in names and descriptions", async () => {
    expect(names(await search("headph"))).toEqual(["Wireless Headphones", "Studio Monitor Speaker"]);
    expect(names(await search("kett"))).toEqual(["Copper Kettle"]);
    expect(names(await search("oak board"))).toEqual(["Oak Serving Board"]);
  });

  it("corrects a one-letter typo only when the words as typed find nothing", async () => {
    expect(names(await search("headphnes"))).toEqual(["Wireless Headphones", "Studio Monitor Speaker"]);
    expect(names(await search("skilet"))).toEqual(["Cast Iron Skillet"]);
    expect(names(await search("teapto"))).toEqual(["Stoneware Teapot"]);
    // "oak" matches as typed: no corrected words ("oven") are mixed in.
    expect(names(await search("oak"))).toEqual(["Oak Serving Board"]);
    expect((await search("zzzzqqqq")).content).toEqual([]);
  });

  it("ranks a match in the name above one in the description by relevance", async () => {
    const body = await search("headphones", "?sortBy=relevance");
    expect(names(body)).toEqual(["Wireless Headphones", "Studio Monitor Speaker"]);
    expect(body).toMatchObject({ totalElements: 2, lastPage: true });
  });

  it("matches a prefix exactly whether it is written out as the vocabulary's words or stays a prefix", async () => {
    // "usb" is written out as the words that start with it, "usb3" among them (the vocabulary must hold
    // words with digits, or a written-out prefix would miss them). "type" starts "type-c", which a
    // tsquery would read as three words, so it stays a prefix; so does "zebra", which starts nine words.
    const specs = [
      { productName: "Usb Cable", description: "Braided, two metres" },
      { productName: "Turbo Usb3 Hub", description: "Four ports" },
      { productName: "Travel Charger", description: "One type-c port" },
      {
        productName: "Striped Poster",
        description: "zebraa zebrab zebrac zebrad zebrae zebraf zebrag zebrah zebrai",
      },
    ];
    const created: number[] = [];
    try {
      for (const spec of specs) created.push((await createProduct(ctx, seller, kitchen, spec)).productId);
      expect(names(await search("usb", "?sortBy=productName"))).toEqual(["Turbo Usb3 Hub", "Usb Cable"]);
      expect(names(await search("type"))).toEqual(["Travel Charger"]);
      expect(names(await search("usb hub"))).toEqual(["Turbo Usb3 Hub"]);
      expect(names(await search("usb3"))).toEqual(["Turbo Usb3 Hub"]);
      expect(names(await search("zebra"))).toEqual(["Striped Poster"]);
      expect(names(await search("zebrae poster"))).toEqual(["Striped Poster"]);
      expect(names(await search("usb", "?sortBy=relevance"))).toHaveLength(2);
    } finally {
      for (const id of created) {
        await ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${id}`, headers: seller.auth });
      }
    }
    expect((await search("usb")).content).toEqual([]);
  });

  it("applies filters and the category to the search", async () => {
    expect(names(await search("headph", "?inStock=true"))).toEqual(["Wireless Headphones"]);
    expect(names(await search("kettle", `?categoryId=${kitchen}`))).toEqual(["Copper Kettle"]);
    expect((await search("kettle", `?categoryId=${audio}`)).content).toEqual([]);
    expect(names(await search("oak", "?onSale=true&maxPrice=30"))).toEqual(["Oak Serving Board"]);
  });
});

describe("answer cache and ETags", () => {
  it("answers 304 to a matching If-None-Match, and a new ETag after a change", async () => {
    const first = await get(`/api/public/products/${made[2]!.productId}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toContain("public");
    const again = await get(`/api/public/products/${made[2]!.productId}`, ctx.app, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const list = await get("/api/public/products?pageSize=3");
    expect(
      (await get("/api/public/products?pageSize=3", ctx.app, { "if-none-match": list.headers.etag as string }))
        .statusCode,
    ).toBe(304);

    await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${made[2]!.productId}`,
      headers: seller.auth,
      payload: {
        productName: "Copper Kettle",
        description: "Whistles when the water boils",
        price: 47,
        discount: 10,
        quantity: 12,
      },
    });
    const changed = await get(`/api/public/products/${made[2]!.productId}`, ctx.app, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().price).toBe(47);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("shows an edit and a delete at once on this server and soon on the other one", async () => {
    const { productId: id } = await createProduct(ctx, seller, kitchen, {
      productName: "Bamboo Whisk",
      price: 9,
      quantity: 4,
    });
    // Both servers cache the product and the list.
    for (const app of [ctx.app, second]) {
      expect((await get(`/api/public/products/${id}`, app)).json().price).toBe(9);
      expect(names((await get(`/api/public/categories/${kitchen}/products?pageSize=50`, app)).json())).toContain(
        "Bamboo Whisk",
      );
    }
    await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${id}`,
      headers: seller.auth,
      payload: { productName: "Bamboo Tea Whisk", description: "For matcha", price: 11, discount: 0, quantity: 4 },
    });
    expect((await get(`/api/public/products/${id}`)).json().price).toBe(11);
    const seen = await eventually(
      () => get(`/api/public/products/${id}`, second).then((r) => r.json()),
      (p) => p.price === 11,
    );
    expect(seen.productName).toBe("Bamboo Tea Whisk");

    await ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${id}`, headers: seller.auth });
    expect((await get(`/api/public/products/${id}`)).statusCode).toBe(404);
    const gone = await eventually(
      () => get(`/api/public/categories/${kitchen}/products?pageSize=50`, second).then((r) => names(r.json())),
      (n) => !n.includes("Bamboo Tea Whisk"),
    );
    expect(gone).not.toContain("Bamboo Tea Whisk");
    expect((await get(`/api/public/products/${id}`, second)).statusCode).toBe(404);
  });

  it("shows a sale's new stock of the product on both servers", async () => {
    const id = made[6]!.productId; // Linen Apron, 40 in stock
    for (const app of [ctx.app, second])
      expect((await get(`/api/public/products/${id}`, app)).json().quantity).toBe(40);
    const buyer = await createUser(ctx);
    await addToCart(ctx, buyer, id, 3);
    const order = await placeCashOrder(ctx, buyer, await addAddress(ctx, buyer));
    expect(order.statusCode).toBe(201);
    for (const app of [ctx.app, second]) {
      const p = await eventually(
        () => get(`/api/public/products/${id}`, app).then((r) => r.json()),
        (v) => v.quantity === 37,
      );
      expect(p.quantity).toBe(37);
    }
  });
});

describe("with CATALOG_CACHE=off", () => {
  it("answers every read from the database", async () => {
    const uncached = await startSecondServer(ctx, { CATALOG_CACHE: "off" });
    try {
      const id = made[3]!.productId;
      expect((await get(`/api/public/products/${id}`, uncached)).statusCode).toBe(200);
      // A change no server announced (written straight to the database) shows at once.
      await ctx.database.db.execute(sql`update products set quantity = 99 where id = ${id}`);
      expect((await get(`/api/public/products/${id}`, uncached)).json().quantity).toBe(99);
      expect((await get(`/api/public/products/${id}`, uncached)).headers.etag).toBeTruthy();
    } finally {
      await uncached.close();
    }
  });
});
