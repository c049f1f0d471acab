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

  // The admin fills in Store settings from the user menu.
  await useSession(page, owner);
  await page.goto(`${BASE}/`);
  await page
    .getByRole("button", { name: new RegExp(OWNER.username) })
    .first()
    .click();
  await page.getByRole("link", { name: "Store settings", exact: true }).click();
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
