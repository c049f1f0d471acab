/**
 * The store settings (decision 0013) in the browser: a shop started without demo data claims nothing, and what an admin sets
 * in Store settings is what a shopper sees and pays on the next page load. On a shop of its own
 * (its own process, database and port), since changing the fees would disturb the other tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { addAddress, addToCart, bearer, expectAccessible, newCustomer, signInApi, useSession, test } from "./fixtures";

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_SETTINGS_PORT ?? 8897);
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = { username: "owner", password: "ownerPass1", email: "owner@example.com" };

let shop: ChildProcess;
let dataDir: string;
let api: APIRequestContext;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-settings-"));
  shop = spawn(process.execPath, [path.join(here, "..", "start-server.mjs")], {
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      E2E_DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ADMIN_USERNAME: OWNER.username,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    },
    stdio: "ignore",
  });
  api = await playwrightRequest.newContext({ baseURL: BASE });
  await expect
    .poll(async () => (await api.get("/readyz").catch(() => null))?.status() ?? 0, { timeout: 150_000 })
    .toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  if (shop && shop.exitCode === null) {
    const exited = new Promise((resolve) => shop.once("exit", resolve));
    shop.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a shop without demo data shows no testimonials, no rating claim and no contact line", async ({ page }) => {
  await page.goto(`${BASE}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("What Our Customers Say")).toHaveCount(0);
  await expect(page.getByText("Why Choose Us")).toHaveCount(0);
  await expect(page.getByText(/\d(\.\d)?\/5/)).toHaveCount(0);
  await expect(page.getByText("Verified buyer")).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Contact" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /Instagram|Facebook|YouTube|X \(Twitter\)/ })).toHaveCount(0);
  await expect(footer.getByText("hello@example.com")).toHaveCount(0);
});

test("an admin changes the phone, the shipping fee and a testimonial; a shopper sees them and pays the new fee", async ({
  page,
}) => {
  // A seller's product to buy, set up through the API.
  const owner = await signInApi(api, OWNER.username, OWNER.password);
  const category = await api.post("/api/public/categories", {
    headers: bearer(owner),
    data: { categoryName: "Garden pots" },
  });
  expect(category.status(), await category.text()).toBe(201);
  const seller = await newCustomer(api, "potter");
  const roles = await api.put(`/api/admin/users/${seller.id}/roles`, {
    headers: bearer(owner),
    data: { roles: ["ROLE_USER", "ROLE_SELLER"] },
  });
  expect(roles.status(), await roles.text()).toBe(200);
  const sellerAgain = await signInApi(api, seller.username, seller.password);
  const created = await api.post(`/api/admin/categories/${(await category.json()).categoryId}/products`, {
    headers: bearer(sellerAgain),
    data: { productName: "Terracotta Pot", description: "A plain, honest pot.", price: 20, discount: 0, quantity: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { productId: number };

  // The admin fills in Store settings: the user menu's Back office, then its navigation.
  await useSession(page, owner);
  await page.goto(`${BASE}/`);
  await page
    .getByRole("button", { name: new RegExp(OWNER.username) })
    .first()
    .click();
  await page.getByRole("link", { name: "Back office", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Store settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Store settings" })).toBeVisible();
  await page.getByLabel("Phone").fill("+1 503 555 0142");
  await page.getByLabel(/^Shipping fee/).fill("3.50");
  await page.getByRole("button", { name: "Add a testimonial" }).click();
  await page.getByLabel("Quote 1").fill("The best pots in town, delivered in a day.");
  await page.getByLabel("Author 1").fill("Mia T.");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Store settings saved/)).toBeVisible();

  // A shopper's next page load shows all three, and checkout charges the new fee.
  const shopper = await newCustomer(api, "buyer");
  const addressId = await addAddress(api, shopper, {
    fullName: "Casey Lin",
    phone: "503 555 0199",
    street: "42 Willow Street",
    city: "Portland",
    state: "OR",
    country: "USA",
    zipCode: "97201",
  });
  expect(addressId).toBeGreaterThan(0);
  await addToCart(api, shopper, product.productId, 2);
  const context = await page.context().browser()!.newContext();
  const shopperPage = await context.newPage();
  await useSession(shopperPage, shopper);
  await shopperPage.goto(`${BASE}/`);
  await expect(shopperPage.getByText("The best pots in town, delivered in a day.")).toBeVisible();
  await expect(shopperPage.getByText("Mia T.")).toBeVisible();
  await expect(shopperPage.getByRole("contentinfo").getByRole("link", { name: "+1 503 555 0142" })).toHaveAttribute(
    "href",
    "tel:+15035550142",
  );

  await shopperPage.goto(`${BASE}/cart`);
  const summary = shopperPage.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("$3.50")).toBeVisible();
  await shopperPage.goto(`${BASE}/checkout`);
  await shopperPage.getByRole("radio", { name: /42 Willow Street/ }).check();
  await shopperPage.getByRole("button", { name: "Continue to Payment" }).click();
  await shopperPage.getByRole("radio", { name: /Cash on Delivery/ }).check();
  await shopperPage.getByRole("button", { name: "Review Order" }).click();
  // $40.00 + $3.50 shipping + 7 % tax ($2.80) = $46.30
  await expect(shopperPage.getByText("$46.30").first()).toBeVisible();
  await shopperPage.getByRole("button", { name: "Place Order" }).click();
  await expect(shopperPage).toHaveURL(/\/checkout\/success/);
  const orders = (await (await api.get("/api/orders/users", { headers: bearer(shopper) })).json()) as {
    shippingFee: number;
    totalAmount: number;
  }[];
  expect(orders[0]).toMatchObject({ shippingFee: 3.5, totalAmount: 46.3 });
  await context.close();
});

test("an admin uploads the shop's logo: the header, the head's icons and its PNGs show it; Remove brings the name back", async ({
  page,
}) => {
  // A wide wordmark, as owners' logos are.
  const { default: sharp } = await import("sharp");
  const wordmark = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="150" height="150" rx="30" fill="#b45309"/><text x="175" y="105" font-family="sans-serif" font-size="84" font-weight="700" fill="#1c1917">Pots</text></svg>',
    ),
  )
    .png()
    .toBuffer();
  const owner = await signInApi(api, OWNER.username, OWNER.password);
  await useSession(page, owner);
  await page.goto(`${BASE}/admin/settings`);
  const section = page.getByRole("region", { name: "The shop's logo" });
  await expect(section.getByText("No logo yet")).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await section.getByRole("button", { name: "Upload logo" }).click();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: wordmark });
  await expect(section.getByRole("img", { name: "Preview of the logo" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Remove logo" })).toBeVisible();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Store settings saved/)).toBeVisible();
  const logo = ((await (await api.get("/api/public/settings")).json()) as { logo: string }).logo;
  const hash = /^\/images\/([a-f0-9]{16})-\d+\.webp$/.exec(logo)?.[1];
  expect(hash, logo).toBeTruthy();

  // Server-rendered: the header's logo and the head's icons are in the page before any script runs.
  const html = await (await api.get("/")).text();
  expect(html).toContain(`<link rel="icon" type="image/png" sizes="32x32" href="/images/${hash}-icon-32.png" />`);
  expect(html).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="/images/${hash}-icon-180.png" />`);
  expect(html).not.toContain("favicon.svg");
  expect(html).toMatch(new RegExp(`<img src="/images/${hash}-logo.png" alt="[^"]+" width="160" height="40"`));
  for (const name of ["logo", "icon-32", "icon-180"]) {
    const png = await api.get(`/images/${hash}-${name}.png`);
    expect(png.status(), name).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  }

  fs.mkdirSync("/tmp/shots-logo", { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${BASE}/`);
    const header = page.locator("header").first();
    const image = header.getByRole("link").first().getByRole("img");
    await expect(image).toHaveAttribute("src", `/images/${hash}-logo.png`);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await image.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([160, 40]);
    // Beside the cart (and the menu on a phone), inside the screen.
    const cart = await header.getByRole("link", { name: /^Cart/ }).boundingBox();
    expect(box!.x + box!.width).toBeLessThan(cart!.x);
    expect(cart!.x + cart!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/shots-logo/header-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${BASE}/admin/settings`);
  await expect(section.getByRole("img", { name: "Preview of the logo" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots-logo/settings-375.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots-logo/settings-1280.png" });

  // Remove, by the keyboard: the focus moves to Upload logo; saved, the header shows the name again.
  await section.getByRole("button", { name: "Remove logo" }).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("button", { name: "Upload logo" })).toBeFocused();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(/Store settings saved/)).toBeVisible();
  await page.goto(`${BASE}/`);
  await expect(page.locator("header").first().getByRole("link").first().getByRole("img")).toHaveCount(0);
  expect(await (await api.get("/")).text()).toContain("favicon.svg");
  expect((await api.get(`/images/${hash}-logo.png`)).status()).toBe(404);
});
