import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";
import {
  addAddress,
  bearer,
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  holdScripts,
  newCustomer,
  signInApi,
  test,
  uniqueName,
  useSession,
} from "./fixtures";

interface Variant {
  variantId: number;
  options: Record<string, string>;
  price: number;
  specialPrice: number;
  quantity: number;
  image: string | null;
}
interface Detail {
  productId: number;
  productName: string;
  variants: Variant[];
  gallery: { id: string; url: string }[];
}

/** A demo product with options (docs/decisions/0022), by name, with its variants. */
async function demoProduct(request: APIRequestContext, name: string): Promise<Detail> {
  const res = await request.get(`/api/public/products/keyword/${encodeURIComponent(name)}?pageSize=20`);
  expect(res.status()).toBe(200);
  const { content } = (await res.json()) as { content: { productId: number; productName: string }[] };
  const found = content.find((p) => p.productName === name);
  expect(found, `the demo data has ${name}`).toBeTruthy();
  return (await request.get(`/api/public/products/${found!.productId}`)).json();
}

const variantOf = (product: Detail, options: Record<string, string>) => {
  const found = product.variants.find((v) => Object.entries(options).every(([k, value]) => v.options[k] === value));
  expect(found, JSON.stringify(options)).toBeTruthy();
  return found as Variant;
};

const money = (amount: number) => `$${amount.toFixed(2)}`;
const TEE = "Everyday Cotton Crew T-Shirt";
const SNEAKERS = "Trailblazer Running Sneakers";
const HEADPHONES = "Aurora Wireless Headphones";

const group = (page: Page, name: string) => page.getByRole("group", { name: new RegExp(`^${name}`) });
/** Picks a value: the radios are drawn as chips, so the chip (the radio's label) is what is clicked. */
async function choose(options: Locator, value: string | RegExp) {
  await options.getByRole("radio", { name: value, exact: true }).check({ force: true });
}
const addButton = (page: Page) => page.locator('form[action="/cart/add"] button[type="submit"]');

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("variants on the storefront", () => {
  test("the T-shirt's picker: sold-out marked, URL follows, two variants make two cart lines", async ({
    page,
    request,
  }) => {
    const tee = await demoProduct(request, TEE);
    const whiteM = variantOf(tee, { Size: "M", Color: "White" });
    const navyL = variantOf(tee, { Size: "L", Color: "Navy" });
    await page.goto(`/products/${tee.productId}`);
    await expect(page.getByRole("heading", { level: 1, name: TEE })).toBeVisible();
    await expect(addButton(page)).toHaveText("Choose a size and a color");
    await expect(addButton(page)).toBeDisabled();

    await choose(group(page, "Size"), "M");
    // M in Navy is sold out: marked, and still reachable.
    await expect(group(page, "Color").getByRole("radio", { name: "Navy, sold out", exact: true })).toBeAttached();
    await choose(group(page, "Color"), "Navy, sold out");
    await expect(addButton(page)).toHaveText("Sold out");
    await expect(addButton(page)).toBeDisabled();

    await choose(group(page, "Color"), "White");
    await expect(page).toHaveURL(new RegExp(`/products/${tee.productId}\\?variant=${whiteM.variantId}$`));
    await expectAccessible(page);
    await expect(page.getByText(`in stock in Size: M · Color: White`)).toBeVisible();
    await addButton(page).click();
    await expect(page.getByText("Added to Cart")).toBeVisible();

    await choose(group(page, "Size"), "L");
    await choose(group(page, "Color"), "Navy");
    await expect(page).toHaveURL(new RegExp(`\\?variant=${navyL.variantId}$`));
    await addButton(page).click();
    await expect(page.getByText("Added to Cart")).toBeVisible();

    await page.goto("/cart");
    const lines = page.getByRole("region", { name: "Cart items" }).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText("Size: M · Color: White");
    await expect(lines.nth(1)).toContainText("Size: L · Color: Navy");
    await expectAccessible(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test("the picker fits and works at 375 px", async ({ page, request }) => {
      const tee = await demoProduct(request, TEE);
      await page.goto(`/products/${tee.productId}`);
      await choose(group(page, "Size"), "XL");
      await choose(group(page, "Color"), "White");
      await expect(addButton(page)).toHaveText("Add to Cart");
      await expectNoSidewaysScroll(page);
      await addButton(page).tap();
      await expect(page.getByText("Added to Cart")).toBeVisible();
    });
  });

  test("the sneakers' dearer size changes the price; the headphones' colour changes the picture", async ({
    page,
    request,
  }) => {
    const shoes = await demoProduct(request, SNEAKERS);
    const size43 = variantOf(shoes, { Size: "43" });
    const size45 = variantOf(shoes, { Size: "45" });
    expect(size45.specialPrice).not.toBe(size43.specialPrice);
    await page.goto(`/products/${shoes.productId}`);
    await expect(group(page, "Size").getByRole("radio", { name: "44, sold out", exact: true })).toBeAttached();
    await choose(group(page, "Size"), "43");
    await expect(page.getByTestId("product-price")).toContainText(money(size43.specialPrice));
    await choose(group(page, "Size"), "45");
    await expect(page.getByTestId("product-price")).toContainText(money(size45.specialPrice));
    await expect(page).toHaveURL(new RegExp(`\\?variant=${size45.variantId}$`));

    const phones = await demoProduct(request, HEADPHONES);
    const blue = variantOf(phones, { Color: "Blue" });
    const green = variantOf(phones, { Color: "Green" });
    await page.goto(`/products/${phones.productId}`);
    const main = page
      .getByRole("region", { name: "Product images" })
      .getByRole("button", { name: /^Zoom:/ })
      .locator("img");
    await choose(group(page, "Color"), "Blue");
    await expect(main).toHaveAttribute("src", new RegExp(blue.image!.replace(/-\d+\.webp$/, "")));
    await choose(group(page, "Color"), "Green");
    await expect(main).toHaveAttribute("src", new RegExp(green.image!.replace(/-\d+\.webp$/, "")));
  });

  test("with JavaScript off, /products/ID?variant=V shows that variant's price and is ready to add", async ({
    browser,
    request,
  }) => {
    const shoes = await demoProduct(request, SNEAKERS);
    const size45 = variantOf(shoes, { Size: "45" });
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`/products/${shoes.productId}?variant=${size45.variantId}`);
      await expect(page.getByTestId("product-price")).toContainText(money(size45.specialPrice));
      await expect(group(page, "Size").getByRole("radio", { name: "45", exact: true })).toBeChecked();
      const form = page.locator('form[action="/cart/add"]');
      await expect(form.locator('input[name="variantId"]')).toHaveValue(String(size45.variantId));
      await expect(form.locator('input[name="productId"]')).toHaveValue(String(shoes.productId));

      // An unknown variant id falls back to the default choice.
      await page.goto(`/products/${shoes.productId}?variant=999999`);
      await expect(addButton(page)).toHaveText("Choose a size");
    });
  });

  test("with JavaScript off, the T-shirt's choices are a form: the chosen variant is rendered and added; the cart says it needs JavaScript", async ({
    browser,
    request,
  }) => {
    const tee = await demoProduct(request, TEE);
    const largeNavy = variantOf(tee, { Size: "L", Color: "Navy" });
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`/products/${tee.productId}`);
      await expect(addButton(page)).toHaveText("Choose a size and a color");
      await choose(group(page, "Size"), "L");
      await choose(group(page, "Color"), "Navy");
      await page.getByRole("button", { name: "Show this choice" }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${tee.productId}\\?Size=L&Color=Navy$`));
      await expect(group(page, "Size").getByRole("radio", { name: "L", exact: true })).toBeChecked();
      await expect(group(page, "Color").getByRole("radio", { name: "Navy", exact: true })).toBeChecked();
      await expect(page.getByText(`${largeNavy.quantity} in stock in Size: L · Color: Navy`)).toBeVisible();
      const form = page.locator('form[action="/cart/add"]');
      await expect(form.locator('input[name="variantId"]')).toHaveValue(String(largeNavy.variantId));

      // The cart lives in the browser: without JavaScript it says so instead of a blank page.
      await addButton(page).click();
      await expect(page).toHaveURL(new RegExp(`/cart\\?add=${tee.productId}\\.${largeNavy.variantId}\\.1$`));
      await expect(page.getByRole("heading", { name: "This page needs JavaScript" })).toBeVisible();
      await page.getByRole("link", { name: "see all products" }).click();
      await expect(page).toHaveURL(/\/products$/);
    });
  });

  test("choices tapped on the T-shirt's page while its scripts load are kept when the app starts", async ({
    browser,
    request,
  }) => {
    const tee = await demoProduct(request, TEE);
    const largeNavy = variantOf(tee, { Size: "L", Color: "Navy" });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const releaseScripts = await holdScripts(page);
      // Opened from a no-JavaScript choice's link: once the app runs, the URL carries the variant alone.
      await page.goto(`/products/${tee.productId}?Size=S&Color=White`, { waitUntil: "commit" });
      await group(page, "Size").waitFor();
      await choose(group(page, "Size"), "L");
      await choose(group(page, "Color"), "Navy");
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"))).toBe(false);
      releaseScripts();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"), null, {
        timeout: 40_000,
      });
      await expect(page).toHaveURL(new RegExp(`\\?variant=${largeNavy.variantId}$`));
      await expect(page.getByText(`${largeNavy.quantity} in stock in Size: L · Color: Navy`)).toBeVisible();
      await expect(addButton(page)).toHaveText("Add to Cart");
    } finally {
      await context.close();
    }
  });

  test("a discount code: refused with its reason, applied in the cart, on the review step and in the order", async ({
    page,
    request,
  }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    const code = uniqueName("SAVE").toUpperCase();
    const created = await request.post("/api/admin/promotions", {
      headers: bearer(admin),
      data: { code, kind: "percent", value: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);

    const shopper = await newCustomer(request);
    const tee = await demoProduct(request, TEE);
    const whiteM = variantOf(tee, { Size: "M", Color: "White" });
    const added = await request.post(`/api/carts/products/${tee.productId}/quantity/2?variantId=${whiteM.variantId}`, {
      headers: bearer(shopper),
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await addAddress(request, shopper, {
      street: "9 Code Lane",
      city: "Portland",
      state: "OR",
      country: "USA",
      zipCode: "97201",
    });
    await useSession(page, shopper);

    await page.goto("/cart");
    const field = page.getByRole("textbox", { name: "Discount code" });
    await field.fill("NO-SUCH-CODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This code cannot be used" })).toBeVisible();

    await field.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
    // 10 % of two at the variant's price, to the cent.
    const discountCents = Math.round(whiteM.specialPrice * 100 * 2 * 0.1);
    const discount = `-$${(discountCents / 100).toFixed(2)}`;
    await expect(page.getByTestId("cart-discount")).toHaveText(discount);

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByRole("radio", { name: /9 Code Lane/ }).check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByRole("button", { name: "Review Order" }).click();
    await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
    await expect(summary).toContainText(discount);
    await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(summary).toContainText("Size: M · Color: White");

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await expect(page.getByText("Size: M · Color: White")).toBeVisible();

    await page.getByRole("link", { name: "View Order" }).click();
    const amounts = page.getByRole("region", { name: "Order amounts" });
    await expect(amounts.getByText(`Discount (${code})`)).toBeVisible();
    await expect(amounts).toContainText(discount);
    await expect(page.getByText("Size: M · Color: White")).toBeVisible();
  });
});
