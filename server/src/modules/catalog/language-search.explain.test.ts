/**
 * The plans of a search in another language (docs/decisions/0054-texts-per-language.md), on 10,000
 * products a third of which are translated into German: EXPLAIN ANALYZE of the capped pass a search
 * reads (product-pages.ts `searchPage`), in the default language and in German, and the medians of the
 * API's answers with the cache off. A measurement, not a check of behaviour: it runs only with
 * EXPLAIN_LANGUAGE_SEARCH=1 (`EXPLAIN_LANGUAGE_SEARCH=1 npx vitest run --project pglite <this file>`,
 * and the same with `--project postgres`) and prints its figures.
 */
import { EMPTY_STORE_SETTINGS, ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import { createCategory, createTestApp, createUser, dbKind, type TestContext } from "../../test/harness.js";

const run = process.env.EXPLAIN_LANGUAGE_SEARCH === "1";
const PRODUCTS = 10_000;

let ctx: TestContext;
const { currencyDigits: _, shippingZones: __, ...change } = EMPTY_STORE_SETTINGS;

beforeAll(async () => {
  if (!run) return;
  ctx = await createTestApp({ CATALOG_CACHE: "off" });
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  const res = await ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { ...admin.auth, "accept-language": "en" },
    payload: { ...change, languages: ["en", "de"] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const categories = [];
  for (let c = 0; c < 10; c++) categories.push(await createCategory(ctx, admin, `Explained ${c}`));
  // English names from a few words; every third product translated into German.
  await ctx.database.db.execute(sql`
    insert into products (name, description, price_cents, special_price_cents, quantity, category_id, seller_id, translations)
    select (array['Trail','Road','Winter','Summer','Leather'])[1 + i % 5] || ' ' ||
             (array['shoe','jacket','boot','shirt','backpack','sock','glove'])[1 + i % 7] || ' ' || i,
           'A fine ' || (array['walking','running','hiking','climbing'])[1 + i % 4] || ' companion, model ' || i,
           1000 + i, 1000 + i, 5,
           (${sql.param(categories)}::int[])[1 + i % 10], ${seller.id},
           case when i % 3 = 0 then jsonb_build_object('de', jsonb_build_object(
             'name', (array['Wanderschuh','Winterjacke','Lederstiefel','Sommerhemd','Rucksack','Socken','Handschuhe'])[1 + i % 7] || ' ' || i,
             'description', 'Ein guter Begleiter für lange ' || (array['Wanderungen','Läufe','Touren','Klettereien'])[1 + i % 4]))
           else '{}'::jsonb end
    from generate_series(1, ${PRODUCTS}) i`);
  await ctx.database.db.execute(sql`analyze products`);
}, 600_000);
afterAll(async () => {
  await ctx?.close();
});

/** The plan the planner picks, or (`indexed`) one with sequential and index scans off (a bitmap), in one transaction. */
const explain = async (match: string, indexed = false) => {
  const statement = sql.raw(`explain (analyze, buffers off) with m as materialized (select id, id as k from products
        where listed and ${match} limit 10001)
        select (select count(*) from m)::int as total, array(select id from m order by k, id limit 21) as ids`);
  const rows = await ctx.database.db.transaction(async (tx) => {
    if (indexed) {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    return rowsOf<{ "QUERY PLAN": string }>(tx.execute(statement));
  });
  const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
  return { plan, ms };
};

const median = async (url: string, language: string) => {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    const res = await ctx.app.inject({ method: "GET", url, headers: { "accept-language": language } });
    times.push(performance.now() - start);
    expect(res.statusCode).toBe(200);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[7]! * 10) / 10;
};

describe.skipIf(!run)(`a search per language on ${PRODUCTS} products (${dbKind})`, () => {
  it("plans the capped pass of a search in German, as picked and as a bitmap", async () => {
    const cases = [
      ["rare word, default language", "search @@ to_tsquery('simple', 'wanderschuh:*')"],
      [
        "rare word, German",
        "(search @@ to_tsquery('simple', 'wanderschuhe:*') or search_stems @@ to_tsquery('german', 'wanderschuhe:*'))",
      ],
      ["common word, default language", "search @@ to_tsquery('simple', 'shoe:*')"],
      [
        "common word, German",
        "(search @@ to_tsquery('simple', 'begleiter:*') or search_stems @@ to_tsquery('german', 'begleiter:*'))",
      ],
    ] as const;
    const figures: string[] = [];
    for (const [name, match] of cases) {
      await explain(match); // warm
      const picked = await explain(match);
      const indexed = await explain(match, true);
      const scan = (plan: string) =>
        /Seq Scan on products/.test(plan)
          ? "seq scan"
          : /Bitmap Index Scan on products_listed_search/.test(plan)
            ? "GIN bitmap"
            : "listed index";
      figures.push(`${name}: picked ${scan(picked.plan)} ${picked.ms} ms; as a bitmap (${scan(indexed.plan)}) ${indexed.ms} ms`);
      console.log(`--- ${name}, picked\n${picked.plan}\n--- ${name}, as a bitmap\n${indexed.plan}`);
    }
    const api = {
      "GET keyword/Wanderschuhe de": await median("/api/public/products/keyword/Wanderschuhe", "de"),
      "GET keyword/shoe en": await median("/api/public/products/keyword/shoe", "en"),
      "GET keyword/shoe de": await median("/api/public/products/keyword/shoe", "de"),
      "GET keyword/Begleiter de": await median("/api/public/products/keyword/Begleiter", "de"),
      "GET facets?keyword=Begleiter de": await median("/api/public/facets?keyword=Begleiter", "de"),
    };
    console.log(`${dbKind}, ${PRODUCTS} products:\n${figures.join("\n")}\nAPI medians (ms): ${JSON.stringify(api)}`);
  }, 600_000);
});
