/**
 * Storefront pages arrive rendered with their data (decision 0017), the browser adopts
 * that HTML (hydration) without errors or re-rendering, and a signed-in shopper's header and cart
 * are right once it has. Plus what search engines and caches see: statuses, robots, sitemap,
 * compression and caching headers.
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { addToCart, inStockProducts, type ListedProduct, newCustomer, test, useSession } from "./fixtures";

const STOREFRONT = ["/", "/products", "/products?category=1", "/products?search=lamp", "/products/1", "/categories"];

/** A page's errors: console errors (not the browser's own line for a 404 document) and uncaught ones. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("server-rendered storefront", () => {
  test("with JavaScript off, every storefront page shows its products or categories", async ({ browser, request }) => {
    const first = (await inStockProducts(request, 1))[0] as ListedProduct;
    const categories = (await (await request.get("/api/public/categories?pageSize=50")).json()).content as {
      categoryName: string;
    }[];
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "Discover Premium Quality Products" })).toBeVisible();
      await expect(page.getByRole("article").first()).toContainText("$");

      await page.goto("/products");
      const cards = page.getByRole("region", { name: "Products" }).getByRole("article");
      await expect(cards).toHaveCount(12);
      await expect(cards.first().locator("img").first()).toHaveAttribute("src", /\/images\//);
      await expect(cards.first()).toContainText("$");

      await page.goto(`/products/${first.productId}`);
      await expect(page.getByRole("heading", { level: 1, name: first.productName })).toBeVisible();
      await expect(page).toHaveTitle(`${first.productName} | Marigold`);

      await page.goto("/products?search=lamp");
      await expect(page.getByRole("heading", { name: "Search Results for lamp" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Products" }).getByRole("article").first()).toContainText(/lamp/i);

      await page.goto("/categories");
      await expect(page.getByText(categories[0]?.categoryName ?? "?", { exact: true }).first()).toBeVisible();
    });
  });

  test("the HTML itself carries the page: products, title, description, Open Graph and JSON-LD", async ({
    request,
  }) => {
    const product = (await inStockProducts(request, 1))[0] as ListedProduct;
    const html = await (await request.get(`/products/${product.productId}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(product.productName);
    expect(root).toMatch(/\$\d+\.\d\d/);
    expect(html).toContain(`<title>${product.productName} | Marigold</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('"@type":"Product"');

    const list = await (await request.get("/products?search=lamp")).text();
    expect(list).toContain("<title>Search Results for lamp | Marigold</title>");
    expect(list.slice(list.indexOf('<div id="root">'))).toMatch(/<article[\s\S]*lamp/i);
    // No inline script: the shop's Content-Security-Policy (script-src 'self') would refuse it.
    expect(list).not.toMatch(/<script>(?!<\/script>)/);
  });

  for (const path of STOREFRONT) {
    test(`${path} hydrates the server's HTML without errors or a second render`, async ({ page }) => {
      const errors = collectErrors(page);
      // The <main> element as the server sent it; hydration keeps it, a client render would replace it.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector("main");
        });
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const kept = await page.evaluate(() => {
        const serverMain = (window as unknown as { serverMain: Element | null }).serverMain;
        return serverMain !== null && serverMain === document.querySelector("main") && serverMain.isConnected;
      });
      expect(kept, "the server-rendered <main> is the one on screen").toBe(true);
      // Hydrated: the page responds (the header's search box submits through the router).
      await page.getByRole("searchbox", { name: "Search products" }).first().fill("mug");
      await page.getByRole("searchbox", { name: "Search products" }).first().press("Enter");
      await expect(page).toHaveURL(/\/products\?search=mug/);
      expect(errors).toEqual([]);
    });
  }

  test("a signed-in shopper's header and cart are right after hydration", async ({ page, request }) => {
    const user = await newCustomer(request, "ssr");
    const product = (await inStockProducts(request, 1))[0] as ListedProduct;
    await addToCart(request, user, product.productId, 2);
    // The server renders a guest's page...
    const html = await (await request.get("/")).text();
    expect(html).toContain(">Login<");
    const errors = collectErrors(page);
    await useSession(page, user);
    await page.goto("/");
    // ...and the browser shows the stored user and their cart once it has taken over.
    await expect(page.getByRole("button", { name: new RegExp(user.username) })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a guest's stored cart shows after hydration", async ({ page, request }) => {
    const product = (await inStockProducts(request, 1))[0] as ListedProduct;
    await page.goto(`/products/${product.productId}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.goto("/categories");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test("the product page hydrates and its gallery and cart button work", async ({ page, request }) => {
      const product = (await inStockProducts(request, 1))[0] as ListedProduct;
      const errors = collectErrors(page);
      await page.goto(`/products/${product.productId}`);
      await expect(page.getByRole("heading", { level: 1, name: product.productName })).toBeVisible();
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      expect(errors).toEqual([]);
    });
  });
});

test.describe("what crawlers and caches see", () => {
  test("unknown pages, products and categories answer 404 with their screens", async ({ browser, page, request }) => {
    expect((await request.get("/no-such-page")).status()).toBe(404);
    expect((await request.get("/products/99999999")).status()).toBe(404);
    expect((await request.get("/products?category=99999999")).status()).toBe(404);
    // What a crawler or a shopper without JavaScript gets: the screens are in the HTML itself.
    await withoutJavaScript(browser, async (bare) => {
      await bare.goto("/no-such-page");
      await expect(bare.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await bare.goto("/products/99999999");
      await expect(bare.getByRole("heading", { level: 1, name: "No product found." })).toBeVisible();
      // A category's list shows the API's answer in the red box, not a skeleton that never fills.
      await bare.goto("/products?category=99999999");
      await expect(bare.getByRole("alert")).toContainText("Category not found");
      await expect(bare.getByRole("status", { name: "Loading products" })).toHaveCount(0);
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.goto("/products/99999999");
    await expect(page.getByText("No product found.")).toBeVisible();
    // Hydrated, the page keeps the answer it came with: it does not ask the API again.
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/public/categories/99999999/products")) asked.push(r.url());
    });
    await page.goto("/products?category=99999999");
    await expect(page.locator("html[data-app-ready]")).toBeAttached();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("alert")).toContainText("Category not found");
    expect(asked).toEqual([]);
  });

  test("robots.txt and sitemap.xml are real", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/\/products\/1<\/loc>/);
    expect(xml).toMatch(/\/products\?category=\d+<\/loc>/);
  });

  test("pages and assets are compressed and cached as they should be", async ({ request }) => {
    for (const encoding of ["br", "gzip"]) {
      const page = await request.get("/products/1", { headers: { "Accept-Encoding": encoding } });
      expect(page.headers()["content-encoding"]).toBe(encoding);
      expect(page.headers().vary).toContain("Accept-Encoding");
      expect(page.headers()["cache-control"]).toBe("no-cache");
    }
    // A server-rendered page names its entry for boot.js, which asks for it after the first paint.
    const html = await (await request.get("/")).text();
    const script = /<script src="\/boot\.js" data-entry="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script as string, { headers: { "Accept-Encoding": "br" } });
    expect(asset.headers()["content-encoding"]).toBe("br");
    expect(asset.headers()["cache-control"]).toContain("immutable");
  });
});
