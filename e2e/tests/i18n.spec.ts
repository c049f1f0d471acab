/**
 * The storefront in the shop's languages (docs/decisions/0045-languages-and-messages.md): German
 * under /de without JavaScript (lang, texts, the switcher as plain links), Arabic under /ar right to
 * left, each looked at on a desk and a phone (screenshots in /tmp/i18n-shots).
 */
import { type Browser, expect, type Page } from "@playwright/test";
import {
  addAddress,
  addToCart,
  appReady,
  bearer,
  DEMO,
  expectAccessible,
  inStockProducts,
  newCustomer,
  signInApi,
  test,
  useSession,
} from "./fixtures";

const SHOTS = process.env.I18N_SHOTS ?? "/tmp/i18n-shots";

async function setLanguages(request: Parameters<typeof signInApi>[0], languages: string[]) {
  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  const current = await (await request.get("/api/public/settings")).json();
  const { currencyDigits: _, shippingZones: __, ...settings } = current;
  const res = await request.put("/api/admin/settings", { headers: bearer(admin), data: { ...settings, languages } });
  expect(res.status(), await res.text()).toBe(200);
}

async function withoutScripts<T>(browser: Browser, width: number, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("the storefront in four languages", () => {
  test.beforeAll(async ({ request }) => setLanguages(request, ["en", "de", "es", "ar"]));
  test.afterAll(async ({ request }) => setLanguages(request, ["en"]));

  test("in German without JavaScript: lang, alternates and the switcher's plain links", async ({ browser }) => {
    await withoutScripts(browser, 1280, async (page) => {
      await page.goto("/products");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click();
      await expect(page).toHaveURL(/\/de\/products$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/products$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/products$/);
      // The storefront's texts in German, server-rendered (no script runs here).
      await expect(page.getByRole("heading", { level: 1, name: "Alle Produkte" })).toBeVisible();
      await expect(page.getByText(/^\d+ Produkte$/)).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Filter" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Unternehmen" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Produkte", exact: true })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/de-products-1280.png`, fullPage: false });
      const switcher = page.getByRole("contentinfo").getByRole("navigation", { name: "Sprache" });
      await expect(switcher.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
      // The app's links stay in German: a product card leads to /de/products/ID.
      await page.locator("main article a").first().click();
      await expect(page).toHaveURL(/\/de\/products\/\d+/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      // The choice is remembered: the English address leads back to German until English is chosen.
      await page.goto("/");
      await expect(page).toHaveURL(/\/de$/);
      await page.screenshot({ path: `${SHOTS}/de-home-1280.png`, fullPage: false });
      await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await page.goto("/products");
      await expect(page).toHaveURL(/\/products$/);
    });
  });

  test("in German with JavaScript: hydrated in German, the app's links stay under /de", async ({ page }) => {
    await page.goto("/de/products");
    await appReady(page);
    await expect(page.getByRole("heading", { level: 1, name: "Alle Produkte" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Kategorien" }).click();
    await expect(page).toHaveURL(/\/de\/categories$/);
    await page.getByRole("banner").getByRole("link", { name: "Produkte", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/products$/);
    await expect(page.getByText(/^\d+ Produkte$/)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("in Arabic: right to left, on a desk and a phone", async ({ browser }) => {
    for (const width of [1280, 375]) {
      await withoutScripts(browser, width, async (page) => {
        await page.goto("/ar");
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        // The header runs right to left: the brand on the right, the cart to its left.
        const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
        const cart = await page.getByRole("banner").getByRole("link", { name: /السلة/ }).boundingBox();
        expect(brand && cart && brand.x > cart.x, JSON.stringify({ brand, cart })).toBe(true);
        await page.screenshot({ path: `${SHOTS}/ar-home-${width}.png`, fullPage: false });
        await page.goto("/ar/products");
        await expect(page.getByRole("heading", { level: 1, name: "كل المنتجات" })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/ar-products-${width}.png`, fullPage: false });
        await page.goto("/ar/no-such-page");
        await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();
      });
    }
  });
});

const ADDRESS = { street: "42 Willow Street", city: "Portland", state: "OR", country: "USA", zipCode: "97201" };

test.describe("buying in German and in Arabic", () => {
  test.beforeAll(async ({ request }) => setLanguages(request, ["en", "de", "es", "ar"]));
  test.afterAll(async ({ request }) => setLanguages(request, ["en"]));

  test("in German without JavaScript: the product page, and Add to Cart answered with the German cart", async ({
    browser,
    request,
  }) => {
    const [product] = await inStockProducts(request, 5);
    expect(product, "a product in stock").toBeDefined();
    await withoutScripts(browser, 1280, async (page) => {
      await page.goto(`/de/products/${product!.productId}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 2, name: "Produktdetails" })).toBeVisible();
      await expect(page.getByRole("group", { name: "Menge" })).toBeVisible();
      await expect(page.getByText("Barzahlung bei Lieferung")).toBeVisible();
      // The link preview's and the offer's address are the German page.
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        new RegExp(`/de/products/${product!.productId}$`),
      );
      await page.getByRole("button", { name: "In den Warenkorb" }).click();
      await expect(page).toHaveURL(new RegExp(`/de/cart\\?add=${product!.productId}\\.`));
      // The cart adds the line once its scripts run (decision 0025): the page is the German one.
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
    });
  });

  test("in German with JavaScript: product → cart → checkout, every step in German and accessible", async ({
    page,
    request,
  }, testInfo) => {
    const [product] = await inStockProducts(request, 5);
    const shopper = await newCustomer(request, "de-shopper");
    await addAddress(request, shopper, ADDRESS);
    await useSession(page, shopper);
    const width = page.viewportSize()?.width ?? 1280;
    const shot = (name: string) =>
      page.screenshot({ path: `${SHOTS}/de-${name}-${width}-${testInfo.project.name}.png` });

    await page.goto(`/de/products/${product!.productId}`);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 2, name: "Produktdetails" })).toBeVisible();
    await expectAccessible(page);
    await shot("product");
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page.getByText("In den Warenkorb gelegt")).toBeVisible();
    await page.getByRole("link", { name: "Warenkorb ansehen" }).click();

    await expect(page).toHaveURL(/\/de\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(page.getByText("1 Artikel im Warenkorb")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bestellübersicht" })).toBeVisible();
    await expectAccessible(page);
    await shot("cart");
    await page.getByRole("button", { name: "Zur Kasse" }).click();

    await expect(page).toHaveURL(/\/de\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Fortschritt der Bestellung" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Lieferadresse" })).toBeVisible();
    await expectAccessible(page);
    await shot("checkout");
    await page.getByRole("radio", { name: new RegExp(ADDRESS.street) }).check();
    await page.getByRole("button", { name: "Weiter zur Zahlung" }).click();
    await page.getByRole("radio", { name: /Barzahlung bei Lieferung/ }).check();
    await page.getByRole("button", { name: "Bestellung prüfen" }).click();
    await expect(page.getByRole("heading", { name: "Bestellung prüfen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Bestellung aufgeben" })).toBeVisible();
    await expectAccessible(page);
  });

  test("in Arabic: the product page, the cart and the checkout right to left, in Arabic", async ({
    page,
    request,
  }, testInfo) => {
    const [product] = await inStockProducts(request, 5);
    const shopper = await newCustomer(request, "ar-shopper");
    await addAddress(request, shopper, ADDRESS);
    await addToCart(request, shopper, product!.productId, 2);
    await useSession(page, shopper);
    const width = page.viewportSize()?.width ?? 1280;
    const shot = (name: string) =>
      page.screenshot({ path: `${SHOTS}/ar-${name}-${width}-${testInfo.project.name}.png` });

    await page.goto(`/ar/products/${product!.productId}`);
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 2, name: "تفاصيل المنتج" })).toBeVisible();
    await expectAccessible(page);
    await shot("product");

    await page.goto("/ar/cart");
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "سلة التسوق" })).toBeVisible();
    await expect(page.getByText("منتجان في سلتك")).toBeVisible();
    await expect(page.getByRole("button", { name: "تابع إلى الدفع" })).toBeVisible();
    if (width >= 1024) {
      // Mirrored: the items on the right, the summary on their left.
      const items = await page.getByRole("region", { name: "منتجات السلة" }).boundingBox();
      const summary = await page.getByRole("region", { name: "ملخص الطلب" }).boundingBox();
      expect(items && summary && items.x > summary.x, JSON.stringify({ items, summary })).toBe(true);
    }
    await expectAccessible(page);
    await shot("cart");
    await page.getByRole("button", { name: "تابع إلى الدفع" }).click();

    await expect(page).toHaveURL(/\/ar\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "إتمام الطلب" })).toBeVisible();
    const progress = page.getByRole("navigation", { name: "مراحل إتمام الطلب" });
    // The steps run right to left: Shipping first, on the right of Payment.
    const shipping = await progress.getByText("الشحن", { exact: true }).boundingBox();
    const payment = await progress.getByText("الدفع", { exact: true }).boundingBox();
    expect(shipping && payment && shipping.x > payment.x, JSON.stringify({ shipping, payment })).toBe(true);
    await expect(page.getByRole("heading", { name: "عنوان الشحن" })).toBeVisible();
    await expectAccessible(page);
    await shot("checkout");
    await page.getByRole("radio", { name: new RegExp(ADDRESS.street) }).check();
    await page.getByRole("button", { name: "تابع إلى الدفع" }).click();
    await page.getByRole("radio", { name: /الدفع عند الاستلام/ }).check();
    await page.getByRole("button", { name: "راجع الطلب" }).click();
    await expect(page.getByRole("heading", { name: "راجع طلبك" })).toBeVisible();
    await expect(page.getByRole("button", { name: "تأكيد الطلب" })).toBeVisible();
    await expectAccessible(page);
    await shot("review");
  });
});
