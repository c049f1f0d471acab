/**
 * What sellers and owners write per language (docs/decisions/0054-texts-per-language.md): product and
 * category translations only for offered non-default languages, the public answers in the request's
 * language with `language` and the fallback, the answer cache keyed by language, and search stemmed
 * per language (German, Spanish) with prefixes and typos as before.
 */
import { EMPTY_STORE_SETTINGS, ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createTestApp, createUser, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;
let shoes: number;
let shoe: number;
let plain: number;

const { currencyDigits: _, shippingZones: __, ...change } = EMPTY_STORE_SETTINGS;
const offer = async (languages: string[]) => {
  const res = await ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { ...admin.auth, "accept-language": "en" },
    payload: { ...change, languages },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const get = (url: string, language?: string) =>
  ctx.app.inject({ method: "GET", url, headers: language ? { "accept-language": language } : {} });
const names = async (url: string, language?: string) =>
  ((await get(url, language)).json().content as { productName: string }[]).map((p) => p.productName);
const post = (url: string, payload: object, user: TestUser = seller) =>
  ctx.app.inject({ method: "POST", url, headers: { ...user.auth, "accept-language": "en" }, payload });
const put = (url: string, payload: object, user: TestUser = seller) =>
  ctx.app.inject({ method: "PUT", url, headers: { ...user.auth, "accept-language": "en" }, payload });

const product = (name: string, description: string, translations?: object) => ({
  productName: name,
  description,
  price: 20,
  quantity: 5,
  ...(translations ? { translations } : {}),
});

beforeAll(async () => {
  // A long time-to-live: what the tests see fresh came from the key or an invalidation, not from expiry.
  ctx = await createTestApp({ CATALOG_CACHE_TTL_MS: "600000" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  await offer(["en", "de", "es", "ar"]);
  const made = await post(
    "/api/public/categories",
    { categoryName: "Footwear", translations: { de: { categoryName: "Schuhwerk" }, es: { categoryName: "Calzado" } } },
    admin,
  );
  expect(made.statusCode, made.body).toBe(201);
  shoes = made.json().categoryId;
  const created = await post(
    `/api/admin/categories/${shoes}/products`,
    product("Trail runner", "Light trail running footwear", {
      de: { productName: "Leichter Schuh", description: "Ein robuster Schuh für lange Wanderungen" },
      es: { productName: "Zapatilla ligera", description: "Una zapatilla resistente para caminatas largas" },
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  shoe = created.json().productId;
  plain = (await post(`/api/admin/categories/${shoes}/products`, product("Canvas sneaker", "Plain canvas sneaker")))
    .json().productId;
  // Written as typed: found by the words as they are in every language, so no typo step runs.
  const racks = await createCategory(ctx, admin, "Racks");
  await post(`/api/admin/categories/${racks}/products`, product("Schuhe rack", "Holds zapatillas too"));
});
afterAll(async () => {
  await ctx?.close();
});

describe("translations in the bodies", () => {
  it("answers the seller with the translations as written", async () => {
    const res = await get(`/api/public/products/${shoe}`);
    expect(res.json().translations).toBeUndefined();
    const managed = await ctx.app.inject({ method: "GET", url: "/api/seller/products", headers: seller.auth });
    const mine = (managed.json().content as { productId: number; translations?: object }[]).find(
      (p) => p.productId === shoe,
    );
    expect(mine?.translations).toEqual({
      de: { productName: "Leichter Schuh", description: "Ein robuster Schuh für lange Wanderungen" },
      es: { productName: "Zapatilla ligera", description: "Una zapatilla resistente para caminatas largas" },
    });
  });

  it("refuses a language the shop does not offer, and its default, with a field error each (400, nothing changed)", async () => {
    const res = await put(
      `/api/admin/products/${shoe}`,
      product("Trail runner", "Light trail running footwear", {
        fr: { productName: "Chaussure" },
        en: { productName: "Runner" },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      "translations.fr": "The shop does not offer the language fr",
      "translations.en": "en is the shop's default language: its text goes in the main fields",
    });
    const category = await put(
      `/api/admin/categories/${shoes}`,
      { categoryName: "Footwear", translations: { it: { categoryName: "Calzature" } } },
      admin,
    );
    expect(category.statusCode).toBe(400);
    expect(category.json().fieldErrors).toEqual({ "translations.it": "The shop does not offer the language it" });
    expect((await get(`/api/public/products/${shoe}`, "de")).json().productName).toBe("Leichter Schuh");
  });

  it("checks a translation's texts with the same rules as the product's own", async () => {
    const res = await post(
      `/api/admin/categories/${shoes}/products`,
      product("Short name", "Something fine", { de: { productName: "ab", extra: 1 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain("translations.de.productName");
    const answer = await post(
      `/api/admin/categories/${shoes}/products`,
      product("Short name", "Something fine", { de: { productName: "ab" } }),
      seller,
    );
    expect(answer.json().fieldErrors["translations.de.productName"]).toBe(
      "Product name should have at least 3 characters",
    );
  });
});

describe("answers in the request's language", () => {
  it("gives a product in German, with its category, and says so", async () => {
    const res = await get(`/api/public/products/${shoe}`, "de-DE,de;q=0.9");
    const body = res.json();
    expect(body).toMatchObject({
      productName: "Leichter Schuh",
      description: "Ein robuster Schuh für lange Wanderungen",
      language: "de",
      category: { categoryName: "Schuhwerk", language: "de" },
    });
    expect(res.headers["content-language"]).toBe("de");
  });

  it("falls back to the default language where a translation is missing", async () => {
    const res = (await get(`/api/public/products/${plain}`, "de")).json();
    expect(res).toMatchObject({ productName: "Canvas sneaker", language: "en", category: { categoryName: "Schuhwerk" } });
    const arabic = (await get(`/api/public/products/${shoe}`, "ar")).json();
    expect(arabic).toMatchObject({ productName: "Trail runner", language: "en", category: { language: "en" } });
    expect((await get(`/api/public/products/${shoe}`)).json()).toMatchObject({ productName: "Trail runner", language: "en" });
  });

  it("gives lists and categories in the language, each kept apart in the answer cache", async () => {
    const url = `/api/public/categories/${shoes}/products`;
    expect(await names(url, "es")).toEqual(["Zapatilla ligera", "Canvas sneaker"]);
    expect(await names(url, "de")).toEqual(["Leichter Schuh", "Canvas sneaker"]);
    expect(await names(url)).toEqual(["Trail runner", "Canvas sneaker"]);
    // Once more each, now from the cache: each language its own entry.
    expect(await names(url, "es")).toEqual(["Zapatilla ligera", "Canvas sneaker"]);
    expect(await names(url)).toEqual(["Trail runner", "Canvas sneaker"]);
    const de = (await get(`/api/public/products/${shoe}`, "de")).headers.etag;
    const en = (await get(`/api/public/products/${shoe}`, "en")).headers.etag;
    expect(de).not.toBe(en);
    const categories = (await get("/api/public/categories?pageSize=50", "es")).json().content as {
      categoryId: number;
      categoryName: string;
      language: string;
    }[];
    expect(categories.find((c) => c.categoryId === shoes)).toMatchObject({ categoryName: "Calzado", language: "es" });
  });

  it("drops every language's answers when a translation changes", async () => {
    expect((await get(`/api/public/products/${shoe}`, "es")).json().productName).toBe("Zapatilla ligera");
    const res = await put(
      `/api/admin/products/${shoe}`,
      product("Trail runner", "Light trail running footwear", {
        de: { productName: "Leichter Schuh", description: "Ein robuster Schuh für lange Wanderungen" },
        es: { productName: "Zapatilla de montaña" },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const es = (await get(`/api/public/products/${shoe}`, "es")).json();
    // A description left out is the default language's.
    expect(es).toMatchObject({ productName: "Zapatilla de montaña", description: "Light trail running footwear" });
    // An update without translations keeps them.
    const kept = await put(`/api/admin/products/${shoe}`, product("Trail runner", "Light trail running footwear"));
    expect(kept.json().translations.es).toEqual({ productName: "Zapatilla de montaña" });
  });
});

describe("search per language", () => {
  it("stems German: 'Schuhe' finds 'Schuh', and a prefix still finds", async () => {
    // "Schuhe rack" holds the word as typed; only the German stems find "Leichter Schuh" too.
    expect(await names("/api/public/products/keyword/Schuhe", "de")).toEqual(["Leichter Schuh", "Schuhe rack"]);
    expect(await names("/api/public/products/keyword/Schuhe")).toEqual(["Schuhe rack"]);
    expect(await names("/api/public/products/keyword/wanderung", "de")).toEqual(["Leichter Schuh"]);
    expect(await names("/api/public/products/keyword/Schu", "de")).toEqual(["Leichter Schuh", "Schuhe rack"]);
    // In the default language a translated word finds its product too (the vocabulary holds every
    // language's words), answered in English.
    expect(await names("/api/public/products/keyword/leichter")).toEqual(["Trail runner"]);
  });

  it("stems Spanish: 'zapatillas' finds 'Zapatilla', 'montañas' finds 'montaña'", async () => {
    expect(await names("/api/public/products/keyword/zapatillas", "es")).toEqual(["Zapatilla de montaña", "Schuhe rack"]);
    expect(await names("/api/public/products/keyword/zapatillas")).toEqual(["Schuhe rack"]);
    expect(await names("/api/public/products/keyword/montañas", "es")).toEqual(["Zapatilla de montaña"]);
  });

  it("corrects a typo in a translated word, and finds the default language's words in every language", async () => {
    expect(await names("/api/public/products/keyword/wanderungem", "de")).toEqual(["Leichter Schuh"]);
    expect(await names("/api/public/products/keyword/canvas", "de")).toEqual(["Canvas sneaker"]);
    expect(await names("/api/public/products/keyword/sneakr", "es")).toEqual(["Canvas sneaker"]);
  });

  it("gives a German search's facets and keeps its cache apart from the default language's", async () => {
    const facets = await get("/api/public/facets?keyword=Schuhe", "de");
    expect(facets.statusCode).toBe(200);
    expect(facets.json()).toEqual({ options: [] });
    expect(await names("/api/public/products/keyword/wanderungen", "en")).toEqual(["Trail runner"]);
    expect(await names("/api/public/products/keyword/wanderungen", "de")).toEqual(["Leichter Schuh"]);
    expect(await names("/api/public/products/keyword/wanderungen", "en")).toEqual(["Trail runner"]);
  });
});

describe("a shop of one language", () => {
  it("answers as before: no language field, its own texts whatever the request asks", async () => {
    await offer(["en"]);
    try {
      const res = await get(`/api/public/products/${shoe}`, "de");
      expect(res.json().productName).toBe("Trail runner");
      expect(res.json()).not.toHaveProperty("language");
      expect(res.json().category).toEqual({ categoryId: shoes, categoryName: "Footwear" });
      // Translations into a language no longer offered are refused, the stored ones kept.
      const refused = await put(
        `/api/admin/products/${shoe}`,
        product("Trail runner", "Light trail running footwear", { de: { productName: "Schuh" } }),
      );
      expect(refused.statusCode).toBe(400);
    } finally {
      await offer(["en", "de", "es", "ar"]);
    }
    expect((await get(`/api/public/products/${shoe}`, "de")).json().productName).toBe("Leichter Schuh");
  });

  it("refuses translations in a new category of a one-language shop", async () => {
    await offer(["en"]);
    try {
      const made = await post(
        "/api/public/categories",
        { categoryName: "Hats", translations: { de: { categoryName: "Hüte" } } },
        admin,
      );
      expect(made.statusCode).toBe(400);
      expect(await createCategory(ctx, admin, "Hats")).toBeGreaterThan(0);
    } finally {
      await offer(["en", "de", "es", "ar"]);
    }
  });
});
