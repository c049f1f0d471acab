import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import {
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  eventually,
  webShell,
  type TestContext,
} from "./test/harness.js";

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = webShell();
  fs.mkdirSync(path.join(webDist, "assets"));
  const js = "console.log('app');\n".repeat(200);
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), js);
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js.br"), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js.gz"), zlib.gzipSync(js));
  ctx = await createTestApp({ WEB_DIST: webDist, SHOP_NAME: "Tiny <Shop>", FREE_SHIPPING_THRESHOLD: "50" });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("operations", () => {
  it("answers health and readiness", async () => {
    expect((await ctx.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await ctx.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe("ok");
  });

  it("sends security headers on every answer", async () => {
    const res = await ctx.app.inject({ url: "/api/public/does-not-exist" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline' 'self'; script");
    expect(res.headers["x-frame-options"]).toBeDefined();
  });

  it("answers unknown API paths with the JSON error body", async () => {
    const res = await ctx.app.inject({ url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "NOT_FOUND" });
  });

  it("refuses JSON bodies over 1 MiB with 413", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "The request is too large (at most 1 MB)" });
  });

  it("documents the API at /api/docs", async () => {
    const ui = await ctx.app.inject({ url: "/api/docs" });
    // The UI's page itself (no redirect to it): one exact answer.
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
    expect(ui.body).toContain("swagger-ui");
    const doc = await ctx.app.inject({ url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const p of [
      "/api/auth/signin",
      "/api/auth/signup",
      "/api/auth/user",
      "/api/profile/password",
      "/api/admin/users",
    ]) {
      expect(paths).toContain(p);
    }
  });
});

describe("raw input", () => {
  it("refuses NUL characters anywhere with a 400 naming the field, never a 500", async () => {
    const body = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { username: "us\u0000er1", password: "password1" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fieldErrors: { username: "Text may not contain control characters" },
    });
    expect((await ctx.app.inject({ url: "/api/public/products/keyword/a%00b" })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: "/api/admin/users?keyword=a%00b" })).statusCode).toBe(400);
  });

  it("answers router mistakes with the one error body", async () => {
    const long = await ctx.app.inject({ url: `/api/public/products/keyword/${"a".repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The search is too long");
    const tooLong = await ctx.app.inject({ url: `/api/public/products/keyword/${"a".repeat(600)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: "A part of the address is too long", code: "BAD_REQUEST" });
    const badUrl = await ctx.app.inject({ url: "/api/public/products/keyword/%FF" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().code).toBe("BAD_REQUEST");
  });

  it("reads an empty JSON body as no body", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signout",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("web app on the same origin", () => {
  it("serves index.html for page paths, with the store settings (initially SHOP_NAME and FREE_SHIPPING_THRESHOLD)", async () => {
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin, ROLES.seller] });
    const { productId } = await createProduct(ctx, admin, await createCategory(ctx, admin, "Paged"));
    for (const url of ["/", "/products", `/products/${productId}`, "/products?category=1", "/reset-password/abc"]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      const json = /<script id="shop-settings" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
      // Nothing in a setting can end the script element: "<" is written as \u003c.
      expect(json).toContain("Tiny \\u003cShop\\u003e");
      expect(JSON.parse(json!)).toMatchObject({
        shopName: "Tiny <Shop>",
        freeShippingThreshold: 50,
        shippingFee: 5.99,
      });
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("names a product page's product in its head: title, description, Open Graph and Product JSON-LD", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const category = await createCategory(ctx, admin, "Headed");
    const name = `Lamp "Deluxe" </script> $& ${Date.now()}`;
    const product = await createProduct(ctx, seller, category, {
      productName: name,
      description: "A warm lamp.\n\nIt glows <softly> & evenly.",
      price: 40,
      discount: 25,
      quantity: 0,
    });
    const res = await ctx.app.inject({ url: `/products/${product.productId}`, headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    // Text escapes & < > (quotes are text there); an attribute's value quotes too (core/escape.ts).
    const asText = name.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const asAttribute = asText.replace(/"/g, "&quot;");
    expect(html).toContain(`<title>${asText} | Tiny &lt;Shop&gt;</title>`);
    expect(html).toContain('<meta name="description" content="A warm lamp. It glows &lt;softly&gt; &amp; evenly." />');
    expect(html).toContain(`<meta property="og:title" content="${asAttribute}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://shop.test/products/${product.productId}" />`);
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/products/${product.productId}" />`);
    // Exactly one script block of JSON-LD, which the name cannot close early.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const ld = JSON.parse(blocks[0]![1]!);
    expect(ld).toMatchObject({
      "@type": "Product",
      name,
      sku: String(product.productId),
      offers: { price: "30.00", priceCurrency: "USD", availability: "https://schema.org/OutOfStock" },
    });
    // Every other page keeps the shop's own head.
    const home = await ctx.app.inject({ url: "/" });
    expect(home.body).not.toContain("application/ld+json");
  });

  it("reads a product page's product from the catalog cache, the API's read: once between a page and its API call", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const { productId } = await createProduct(ctx, seller, await createCategory(ctx, admin, "Cached"));
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    let productReads = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string })?.text ?? "");
      if (/where p\.id = \$1/.test(text)) productReads++;
      return query.apply(this, args);
    };
    try {
      // Creating the product empties the cache again when its notification arrives; from then on a page
      // view (its head), the API read (the server-rendered body's) and another page view read it once.
      const reads = await eventually(
        async () => {
          productReads = 0;
          for (const url of [`/products/${productId}`, `/api/public/products/${productId}`, `/products/${productId}`]) {
            expect((await ctx.app.inject({ url })).statusCode, url).toBe(200);
          }
          return productReads;
        },
        (n) => n <= 1,
      );
      expect(reads).toBeLessThanOrEqual(1);
    } finally {
      client.query = query;
    }
  });

  it("titles and describes the list pages as the app does", async () => {
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const category = await createCategory(ctx, admin, "Lamps & Lights");
    const head = async (url: string) => {
      const body = (await ctx.app.inject({ url })).body;
      return {
        title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
        canonical: /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1],
      };
    };
    expect(await head("/")).toMatchObject({ title: "Home | Tiny &lt;Shop&gt;" });
    expect(await head("/products?pageNumber=2")).toEqual({
      title: "All Products | Tiny &lt;Shop&gt;",
      description: "Every product of Tiny &lt;Shop&gt;: browse, filter and order with cash on delivery.",
      canonical: "http://shop.test/products",
    });
    expect(await head(`/products?category=${category}&sortBy=price`)).toEqual({
      title: "Lamps &amp; Lights | Tiny &lt;Shop&gt;",
      description: "Lamps &amp; Lights at Tiny &lt;Shop&gt;: browse, filter and order with cash on delivery.",
      canonical: `http://shop.test/products?category=${category}`,
    });
    expect((await head("/products?search=%3Cb%3Elamp")).title).toBe(
      "Search Results for &lt;b&gt;lamp | Tiny &lt;Shop&gt;",
    );
    // An unknown category is a 404 page with the shop's own head; a search narrowed to it is a page.
    const unknown = await ctx.app.inject({ url: "/products?category=999999" });
    expect(unknown.statusCode).toBe(404);
    expect(/<title>([^<]*)<\/title>/.exec(unknown.body)?.[1]).toBe("Tiny &lt;Shop&gt;");
    // The server reads the id as the app does: past the largest id still names a category (404);
    // what the app cannot read as an id lists every product.
    expect((await ctx.app.inject({ url: "/products?category=3000000000" })).statusCode).toBe(404);
    expect((await head("/products?category=1e3")).title).toBe("All Products | Tiny &lt;Shop&gt;");
    const narrowed = await ctx.app.inject({ url: "/products?category=999999&search=lamp" });
    expect(narrowed.statusCode).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(narrowed.body)?.[1]).toBe("Search Results for lamp | Tiny &lt;Shop&gt;");
    expect((await head("/categories")).title).toBe("Categories | Tiny &lt;Shop&gt;");
  });

  it("answers 404 with the app (which shows Page Not Found or No product found) where there is nothing", async () => {
    for (const url of [
      "/no/such/page",
      "/products/999999",
      "/products/abc",
      "/products/99999999999",
      "/admin/nowhere",
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<div id="root">');
    }
    // The owner's home is a page (decision 0053): the app, rendered in the browser.
    const home = await ctx.app.inject({ url: "/admin" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
  });

  it("answers a page the owner added with 200 and an unknown or removed one with 404 (decision 0037)", async () => {
    const owner = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/pages/impressum",
      headers: owner.auth,
      payload: { title: "Impressum", markdown: "Who we are" },
    });
    expect(put.statusCode).toBe(200);
    const shown = await ctx.app.inject({ url: "/pages/impressum" });
    expect(shown.statusCode).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(shown.body)?.[1]).toBe("Impressum | Tiny &lt;Shop&gt;");
    for (const url of ["/pages/nothing-here", "/pages/about", "/pages/Impressum", "/pages/impressum/more"])
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    await ctx.app.inject({ method: "DELETE", url: "/api/admin/pages/impressum", headers: owner.auth });
    expect((await ctx.app.inject({ url: "/pages/impressum" })).statusCode).toBe(404);
  });

  it("serves hashed assets with long-lived caching", async () => {
    const res = await ctx.app.inject({ url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends text compressed: precompressed assets and the page, brotli first, gzip next", async () => {
    const js = "console.log('app');\n".repeat(200);
    const br = await ctx.app.inject({
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await ctx.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await ctx.app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(js);

    const page = await ctx.app.inject({ url: "/products", headers: { "accept-encoding": "br;q=1, gzip;q=0.5" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const noBrotli = await ctx.app.inject({ url: "/nowhere", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(noBrotli.statusCode).toBe(404);
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
  });

  it("never answers API or image paths with the web app", async () => {
    expect((await ctx.app.inject({ url: "/api/unknown" })).headers["content-type"]).toContain("application/json");
    expect((await ctx.app.inject({ url: "/images/nope-640.webp" })).statusCode).toBe(404);
  });
});

describe("configuration", () => {
  it("refuses production without a JWT secret and RATE_LIMIT=off in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), RATE_LIMIT: "off" })).toThrow(
      /RATE_LIMIT/,
    );
    const safe = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example",
      SMTP_URL: "smtp://mail.example:587",
      DATABASE_URL: "postgres://shop@db.example/shop",
    };
    expect(loadConfig(safe).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
  });

  it("serves the API docs outside production, and in production only with API_DOCS=on", async () => {
    expect((await ctx.app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
    const env = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://127.0.0.1:9",
      ALLOW_EMBEDDED_DB: "true",
      RATE_LIMIT: "on",
    };
    const hidden = await createTestApp(env);
    const shown = await createTestApp({ ...env, API_DOCS: "on" });
    try {
      expect((await hidden.app.inject({ url: "/api/docs" })).statusCode).toBe(404);
      expect((await hidden.app.inject({ url: "/api/docs/json" })).statusCode).toBe(404);
      expect((await shown.app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
    } finally {
      await hidden.close();
      await shown.close();
    }
  });

  it("refuses what is unsafe in production, one line for each reason", () => {
    let message = "";
    try {
      loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^PUBLIC_URL must be set/);
    expect(lines[1]).toMatch(/^SMTP_URL must be set/);
    expect(lines[2]).toMatch(/^DATABASE_URL must be set/);
    const base = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example",
      SMTP_URL: "smtp://m:25",
    };
    expect(() => loadConfig(base)).toThrow(/ALLOW_EMBEDDED_DB/);
    expect(loadConfig({ ...base, ALLOW_EMBEDDED_DB: "true" }).production).toBe(true);
  });
});
