// The storefront's addresses per language (docs/decisions/0045-languages-and-messages.md): the
// default keeps today's routes, the others live under their prefix; `<html lang dir>`, the
// canonical and hreflang links, the sitemap and the remembered choice.
import fs from "node:fs";
import { EMPTY_STORE_SETTINGS, ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
  webShell,
} from "./test/harness.js";

let ctx: TestContext;
let webDist: string;
let admin: TestUser;
let productId: number;
const BASE = "https://shop.example";

beforeAll(async () => {
  webDist = webShell();
  ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: BASE });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  const categoryId = await createCategory(ctx, admin, "Teas");
  productId = (await createProduct(ctx, seller, categoryId)).productId;
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const { currencyDigits: _, shippingZones: __, ...settings } = EMPTY_STORE_SETTINGS;
async function offer(languages: string[]) {
  const res = await ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: admin.auth,
    payload: { ...settings, languages },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];
const links = (body: string) =>
  [...body.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g)].map(
    ([, rel, lang, href]) => (lang ? `${rel} ${lang} ${href}` : `${rel} ${href}`),
  );

describe("pages in the shop's languages", () => {
  it("are the default language's at today's addresses, English alone with no alternates", async () => {
    await offer(["en"]);
    const res = await page(`/products/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr">');
    expect(links(res.body)).toEqual([`canonical ${BASE}/products/${productId}`]);
    expect(res.headers["set-cookie"]).toBeUndefined();
    // A language the shop does not offer has no pages.
    expect((await page(`/de/products/${productId}`)).statusCode).toBe(404);
    expect((await page("/ar/cart")).statusCode).toBe(404);
  });

  it("live under each other language's prefix, with lang and dir, canonical and hreflang links", async () => {
    await offer(["en", "de", "ar"]);
    const de = await page(`/de/products/${productId}`);
    expect(de.statusCode).toBe(200);
    expect(htmlTag(de.body)).toBe('<html lang="de" dir="ltr">');
    expect(links(de.body)).toEqual([
      `canonical ${BASE}/de/products/${productId}`,
      `alternate en ${BASE}/products/${productId}`,
      `alternate de ${BASE}/de/products/${productId}`,
      `alternate ar ${BASE}/ar/products/${productId}`,
      `alternate x-default ${BASE}/products/${productId}`,
    ]);
    const ar = await page("/ar");
    expect(ar.statusCode).toBe(200);
    expect(htmlTag(ar.body)).toBe('<html lang="ar" dir="rtl">');
    expect(links(ar.body)[0]).toBe(`canonical ${BASE}/ar`);
    expect(links(ar.body)).toContain(`alternate en ${BASE}/`);
    const cart = await page("/ar/cart");
    expect(cart.statusCode).toBe(200);
    expect(htmlTag(cart.body)).toBe('<html lang="ar" dir="rtl">');
    const list = await page("/de/products?category=1&page=2");
    expect(links(list.body)[0]).toBe(`canonical ${BASE}/de/products?category=1`);
    // Still Page Not Found under a prefix: an unknown page, a product not on sale, a language not offered.
    expect((await page("/de/no-such-page")).statusCode).toBe(404);
    expect((await page("/de/products/999999")).statusCode).toBe(404);
    expect((await page("/es/products")).statusCode).toBe(404);
    expect(htmlTag((await page("/en/")).body)).toBeUndefined();
  });

  it("remember the shopper's choice: a prefix sets it, the default's prefix resets it and leads home", async () => {
    await offer(["en", "de"]);
    const de = await page("/de/cart");
    expect(de.headers["set-cookie"]).toContain("marigold_lang=de;");
    // The default language's pages send a shopper who chose German there, and nobody else.
    const back = await page(`/products/${productId}?variant=1`, { cookie: "marigold_lang=de" });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/de/products/${productId}?variant=1`);
    expect((await page(`/products/${productId}`)).statusCode).toBe(200);
    expect((await page(`/products/${productId}`, { "accept-language": "de" })).statusCode).toBe(200);
    const bot = await page(`/products/${productId}`, {
      cookie: "marigold_lang=de",
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(bot.statusCode).toBe(200);
    // A choice of a language the shop no longer offers is no choice.
    expect((await page("/", { cookie: "marigold_lang=ar" })).statusCode).toBe(200);
    // The switcher's link to English: remembered, and to the page without a prefix.
    const english = await page("/en/products?category=1", { cookie: "marigold_lang=de" });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe("/products?category=1");
    expect(english.headers["set-cookie"]).toContain("marigold_lang=en;");
    // Never to another site.
    expect((await page("/en//evil.example/x")).headers.location).toBe("/evil.example/x");
    expect((await page("/en/\\evil.example")).headers.location).toBe("/evil.example");
  });

  it("a shop whose default is not English keeps English under its prefix", async () => {
    await offer(["de", "en"]);
    expect(htmlTag((await page("/")).body)).toBe('<html lang="de" dir="ltr">');
    expect(htmlTag((await page("/en/products")).body)).toBe('<html lang="en" dir="ltr">');
    expect((await page("/de/products")).headers.location).toBe("/products");
  });

  it("are each listed in the sitemap in every language", async () => {
    await offer(["en", "de", "ar"]);
    const xml = (await page("/sitemap.xml")).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["", "/de", "/ar"]) {
      expect(locs).toContain(`${BASE}${path}${path ? "" : "/"}`);
      expect(locs).toContain(`${BASE}${path}/products/${productId}`);
      expect(locs).toContain(`${BASE}${path}/about`);
    }
  });
});
