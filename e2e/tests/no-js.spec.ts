/**
 * The storefront's lists before and without their JavaScript (docs/decisions/0025): with scripts
 * off, categories, pages, the sort, the filters and the facets are links and GET forms that lead to
 * the server-rendered page; with every script held back, a tap the moment the HTML is there is not
 * lost (a category link, a card's Add to Cart form that ends in the guest cart once the app runs).
 */
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { holdScripts, test } from "./fixtures";

async function inContext<T>(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0],
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** The prices the cards show (the sale price when on sale), in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator("main article").allInnerTexts();
  return texts.map((text) => Number((/\$([\d,]+\.\d{2})/.exec(text)?.[1] ?? "NaN").replace(/,/g, "")));
}

const countLine = (page: Page) => page.getByText(/^Showing \d+ products?$/);
const shown = async (page: Page) => Number((/\d+/.exec(await countLine(page).innerText()) ?? ["0"])[0]);

test.describe("storefront lists with JavaScript off", () => {
  test("category links, page links, the sort form and the filter form lead to server-rendered pages", async ({
    browser,
  }) => {
    await inContext(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto("/products");
      const filters = page.getByRole("complementary", { name: "Filters" });
      await filters.getByRole("link", { name: "Fashion" }).click();
      await expect(page).toHaveURL(/\/products\?category=\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Fashion" })).toBeVisible();
      await expect(filters.getByRole("link", { name: "Fashion" })).toHaveAttribute("aria-current", "true");
      for (const text of await page.locator("main article").allInnerTexts())
        expect(text.toUpperCase()).toContain("FASHION");

      await page.goto("/products");
      const pagination = page.getByRole("navigation", { name: "Pagination" });
      const firstOnPage1 = await page.locator("main article h3").first().innerText();
      await pagination.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/products\?page=1$/);
      await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(page.locator("main article h3").first()).not.toHaveText(firstOnPage1);
      await pagination.getByRole("link", { name: "Previous page" }).click();
      await expect(page).toHaveURL(/\/products$/);

      await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
      await page.getByRole("button", { name: "Sort" }).click();
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(1);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);

      await filters.getByLabel("Min price").fill("10");
      await filters.getByLabel("On Sale").check();
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/minPrice=10/);
      await expect(page).toHaveURL(/onSale=true/);
      await expect(page).toHaveURL(/sortBy=price&sortOrder=asc/);
      await expect(filters.getByLabel("On Sale")).toBeChecked();
      await expect(filters.getByLabel("Min price")).toHaveValue("10");
      for (const text of await page.locator("main article").allInnerTexts()) expect(text).toMatch(/\d+% OFF/);
      for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(10);

      await page.getByRole("searchbox", { name: "Search products" }).fill("lamp");
      await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
      await expect(page).toHaveURL(/\/products\?search=lamp$/);
      await expect(page.getByRole("heading", { level: 1, name: "Search Results for lamp" })).toBeVisible();
    });
  });

  test("an unknown category answers 404 with its message", async ({ browser }) => {
    await inContext(browser, { javaScriptEnabled: false }, async (page) => {
      const response = await page.goto("/products?category=99999999");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("alert")).toContainText("Category not found");
    });
  });
});

test.describe("storefront lists while the scripts are still loading", () => {
  test("a category tapped and a card's Add to Cart tapped before hydration both count", async ({ browser }) => {
    await inContext(browser, {}, async (page) => {
      const releaseScripts = await holdScripts(page);
      const notHydrated = () => page.evaluate(() => !document.documentElement.hasAttribute("data-app-ready"));

      await page.goto("/products", { waitUntil: "commit" });
      const fashion = page.getByRole("complementary", { name: "Filters" }).getByRole("link", { name: "Fashion" });
      await fashion.waitFor();
      expect(await notHydrated()).toBe(true);
      await fashion.click();
      await expect(page).toHaveURL(/\/products\?category=\d+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Fashion" })).toBeVisible();

      // A product with one variant, in stock: its card has the Add to Cart form.
      const card = page
        .locator("main article")
        .filter({ has: page.getByRole("button", { name: /Add to Cart/ }) })
        .first();
      const name = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
      expect(await notHydrated()).toBe(true);
      await card.getByRole("button", { name: /Add to Cart/ }).click();
      // The cart lives in the browser: the cart page's app adds the product once it runs.
      await expect(page).toHaveURL(/\/cart\?add=/);
      releaseScripts();

      await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 });
      await expect(page.getByRole("link", { name })).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("guestCart") ?? "null"));
      expect(stored.cartItems).toHaveLength(1);
      expect(stored.cartItems[0]).toMatchObject({ productName: name, quantity: 1 });
    });
  });
});

test.describe("choices made in the list's forms before hydration", () => {
  test("a box ticked and a sort chosen while the scripts load are applied when the app starts", async ({ browser }) => {
    await inContext(browser, {}, async (page) => {
      const releaseScripts = await holdScripts(page);
      await page.goto("/products", { waitUntil: "commit" });
      const onSale = page.getByRole("complementary", { name: "Filters" }).getByLabel("On Sale");
      await onSale.check();
      await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"))).toBe(false);

      releaseScripts();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"), null, {
        timeout: 40_000,
      });
      await expect(page).toHaveURL(/onSale=true/);
      await expect(page).toHaveURL(/sortBy=price&sortOrder=desc/);
      await expect(onSale).toBeChecked();
      await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
      await expect(async () => {
        const texts = await page.locator("main article").allInnerTexts();
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text).toMatch(/\d+% OFF/);
        const prices = await cardPrices(page);
        expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      }).toPass();
    });
  });
});

test.describe("facets", () => {
  test("a size narrows the list, with JavaScript off and on", async ({ browser, page }) => {
    await inContext(browser, { javaScriptEnabled: false }, async (bare) => {
      await bare.goto("/products");
      const all = await shown(bare);
      const size = bare.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Size" });
      await size.getByRole("checkbox", { name: /^M \(\d+\)$/ }).check();
      await bare.getByRole("button", { name: "Apply filters" }).click();
      await expect(bare).toHaveURL(/option=Size%3AM/);
      await expect(size.getByRole("checkbox", { name: /^M \(\d+\)$/ })).toBeChecked();
      expect(await shown(bare)).toBeLessThan(all);
      await expect(bare.getByRole("heading", { level: 3, name: "Everyday Cotton Crew T-Shirt" })).toBeVisible();
    });

    await page.goto("/products");
    const all = await shown(page);
    const size = page.getByRole("complementary", { name: "Filters" }).getByRole("group", { name: "Size" });
    const medium = size.getByRole("checkbox", { name: /^M \(\d+\)$/ });
    const expected = Number((/\((\d+)\)/.exec((await medium.locator("xpath=..").innerText()) ?? "") ?? ["", "0"])[1]);
    await medium.check();
    await expect(page).toHaveURL(/option=Size%3AM/);
    await expect(countLine(page)).toHaveText(`Showing ${expected} ${expected === 1 ? "product" : "products"}`);
    expect(expected).toBeLessThan(all);
    await expect(page.getByRole("heading", { level: 3, name: "Everyday Cotton Crew T-Shirt" })).toBeVisible();
    // The T-shirt comes in options: its card says how many and leads to its page to choose.
    const tee = page.locator("main article").filter({ hasText: "Everyday Cotton Crew T-Shirt" });
    await expect(tee.getByRole("link", { name: /Choose options/ })).toHaveAttribute("href", /^\/products\/\d+$/);
  });
});
