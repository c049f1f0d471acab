import { expect } from "@playwright/test";
import {
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  mailsTo,
  newCustomer,
  signInApi,
  switchUser,
  test,
  uniqueName,
  useSession,
} from "./fixtures";

// Applying to sell (docs/decisions/0047): a customer applies from their menu, an admin approves in
// Sellers & payouts → Applications, the customer's page and menu then open their seller dashboard.
test("a customer applies to sell, an admin approves, and the shop opens", async ({ page, request }) => {
  const customer = await newCustomer(request, "applicant");
  const shopName = `Kiln ${uniqueName("s")}`;
  await useSession(page, customer);
  await page.goto("/");
  await page.getByRole("button", { name: new RegExp(customer.username) }).click();
  await page.getByRole("link", { name: /^Sell on / }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Sell on / })).toBeVisible();

  // The contract's rules before anything is sent, by keyboard.
  await page.getByRole("button", { name: "Send my application" }).press("Enter");
  await expect(page.getByText("Shop name is required")).toBeVisible();
  await page.getByLabel("Shop name").fill(shopName);
  await page.getByLabel("About your shop").fill("Hand-thrown mugs and bowls.");
  await page.getByLabel("Address for returns").fill("1 Kiln Lane, Stoke");
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByText("Application sent. We will answer by mail.")).toBeVisible();
  await expect(page.getByText("We are reading your application and will answer by mail.")).toBeVisible();
  await expectAccessible(page);

  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  await switchUser(page, admin);
  await page.goto("/admin/sellers/applications");
  await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: `Approve ${shopName}` }).click();
  await expect(page.getByText("Application approved: the shop is open")).toBeVisible();
  await expectAccessible(page);

  await switchUser(page, customer);
  await page.goto("/sell");
  await expect(page.getByText("Your shop is open. Add your products from your seller dashboard.")).toBeVisible();
  await page.getByRole("link", { name: "Go to your seller dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Shop profile" }).click();
  await expect(page.getByLabel("Display name")).toHaveValue(shopName);

  await expect
    .poll(async () => (await mailsTo(customer.email)).map((m) => m.subject))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/we received your application/),
        expect.stringMatching(/is open$/),
      ]),
    );
});

test("the application page and the applications fit a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const customer = await newCustomer(request, "phoneapp");
  await useSession(page, customer);
  await page.goto("/sell");
  await expect(page.getByRole("button", { name: "Send my application" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  await switchUser(page, admin);
  await page.goto("/admin/sellers/applications");
  await expect(page.getByRole("heading", { name: "Applications", level: 2 })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
