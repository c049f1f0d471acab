import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  addAddress,
  addToCart,
  bearer,
  expectAccessible,
  inStockProducts,
  latestMailTo,
  mailsTo,
  newCustomer,
  placeCashOrder,
  type SignedIn,
  signInApi,
  uniqueName,
  useSession,
  test,
} from "./fixtures";

const ADDRESS = {
  street: "7 Juniper Court",
  apartmentNumber: "",
  city: "Madison",
  state: "WI",
  country: "USA",
  zipCode: "53703",
};

/** A cash order of one in-stock product, shipped to ADDRESS; returns its id. */
async function seedOrder(request: APIRequestContext, user: SignedIn): Promise<number> {
  const [product] = await inStockProducts(request);
  await addToCart(request, user, product!.productId, 1);
  const res = await placeCashOrder(request, user, await addAddress(request, user, ADDRESS));
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).orderId;
}

async function tab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test.describe("account screen", () => {
  test("/profile opens Profile, /orders opens Orders", async ({ page, request }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByRole("tabpanel", { name: "Profile" }).getByText(user.username, { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto("/orders");
    await expect(page.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("No orders found")).toBeVisible();
    await expectAccessible(page);
  });

  test("an order expands to its details and is cancelled from the Orders tab", async ({ page, request }) => {
    const user = await newCustomer(request);
    const orderId = await seedOrder(request, user);
    await useSession(page, user);
    await page.goto("/orders");

    const toggle = page.getByRole("button", { name: new RegExp(`Order #${orderId}`) });
    await expect(toggle).toContainText("Order Placed");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const details = page.locator(`#order-${orderId}-details`);
    await expect(details.getByText("Cash on Delivery")).toBeVisible();
    await expect(details.getByText(ADDRESS.street)).toBeVisible();
    await expect(details.getByText("Subtotal")).toBeVisible();
    await expectAccessible(page);

    await details.getByRole("button", { name: "Cancel Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel Order" }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toContainText("Cancelled");
    await expect(details.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

    const order = await (await request.get(`/api/orders/${orderId}`, { headers: bearer(user) })).json();
    expect(order.orderStatus).toBe("Cancelled");

    // Clicking again collapses it.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("address book: add, edit and delete after confirmation", async ({ page, request }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/profile");
    await tab(page, "Addresses");
    await expect(page).toHaveURL(/\/profile\?tab=addresses$/);

    await page.getByRole("button", { name: "Add Address" }).click();
    const form = page.getByRole("dialog", { name: "Add New Address" });
    await form.getByLabel("Street address").fill("12");
    await form.getByLabel("City").fill("Ab");
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(form.getByText("Street should have at least 5 characters")).toBeVisible();
    await expect(form.getByText("City should have at least 4 characters")).toBeVisible();
    await expectAccessible(page);

    await expect(form.getByText("Full name is required")).toBeVisible();
    await expect(form.getByText("Phone number is required")).toBeVisible();
    await form.getByLabel("Full name").fill("Robin Vale");
    await form.getByLabel("Phone number").fill("+1 608 555 0142");
    await form.getByLabel("Street address").fill(ADDRESS.street);
    await form.getByLabel("City").fill(ADDRESS.city);
    await form.getByLabel("State / Province").fill(ADDRESS.state);
    await form.getByLabel("Country").fill(ADDRESS.country);
    await form.getByLabel("ZIP / Postal code").fill(ADDRESS.zipCode);
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByText("Address added successfully")).toBeVisible();
    await expect(page.getByText(ADDRESS.street)).toBeVisible();
    await expect(page.getByText("+1 608 555 0142")).toBeVisible();

    await page.getByRole("button", { name: `Edit address ${ADDRESS.street}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Address" });
    await expect(edit.getByLabel("City")).toHaveValue(ADDRESS.city);
    await edit.getByLabel("City").fill("Milwaukee");
    await edit.getByRole("button", { name: "Update Address" }).click();
    await expect(page.getByText("Address updated successfully")).toBeVisible();
    await expect(page.getByText(/Milwaukee, WI 53703/)).toBeVisible();

    // The success message clears after 5 s.
    await expect(page.getByText("Address updated successfully")).toBeHidden({ timeout: 8000 });

    await page.getByRole("button", { name: `Delete address ${ADDRESS.street}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete address?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText(ADDRESS.street)).toBeVisible();
    await page.getByRole("button", { name: `Delete address ${ADDRESS.street}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Address deleted successfully")).toBeVisible();
    await expect(page.getByText("No saved addresses yet")).toBeVisible();

    const list = await (await request.get("/api/users/addresses", { headers: bearer(user) })).json();
    expect(list).toEqual([]);
  });

  test("email change: unchanged just closes, a new one is saved", async ({ page, request }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/profile");

    await page.getByRole("button", { name: "Edit Email" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Edit Email" })).toBeVisible();
    await expect(page.getByText("Email updated successfully")).toHaveCount(0);

    await page.getByRole("button", { name: "Edit Email" }).click();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();

    const email = `${uniqueName("new")}@example.com`;
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Email updated successfully")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const me = await (await request.get("/api/auth/user", { headers: bearer(user) })).json();
    expect(me.email).toBe(email);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").email)).toBe(email);
  });

  test("password change keeps the user signed in; the new password signs in", async ({ page, request }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/profile?tab=password");
    await expect(page.getByText(/Mix letters, numbers and symbols/)).toBeVisible();

    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Current password is required")).toBeVisible();
    await expect(page.getByText("New password is required")).toBeVisible();

    await page.getByLabel("Current password").fill("wrong-password");
    await page.getByLabel(/^New password/).fill("n3w-Secret!");
    await page.getByLabel("Confirm new password").fill("different");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Confirm new password").fill("n3w-Secret!");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Current password is incorrect").first()).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Current password").fill(user.password);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed successfully")).toBeVisible();

    // The stored token was replaced; the one that made the change keeps working until it expires
    // (docs/product/api.md §2: a client that never stores the fresh token stays signed in).
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").jwtToken);
    expect(stored).not.toBe(user.jwtToken);
    expect((await request.get("/api/auth/user", { headers: bearer(user) })).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await page.getByRole("tab", { name: "Orders" }).click();
    await expect(page.getByText("No orders found")).toBeVisible();

    // Sign out, then sign in with the new password.
    await page.evaluate(() => localStorage.removeItem("user"));
    await page.goto("/login");
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel(/^Password/).fill("n3w-Secret!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).not.toHaveURL(/\/login/);
    expect((await signInApi(request, user.username, "n3w-Secret!")).username).toBe(user.username);
  });

  test("sign out of all devices ends every session, this one included", async ({ page, request }) => {
    const user = await newCustomer(request);
    const otherDevice = await signInApi(request, user.username, user.password);
    await useSession(page, user);
    await page.goto("/profile?tab=settings");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out of all devices?" });
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    expect((await request.get("/api/auth/user", { headers: bearer(user) })).status()).toBe(401);
    expect((await request.get("/api/auth/user", { headers: bearer(otherDevice) })).status()).toBe(401);
  });

  test("order e-mails can be switched off and on, and the confirmation mail follows the setting", async ({
    page,
    request,
  }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/profile?tab=settings");
    const toggle = page.getByRole("switch", { name: "Order confirmation e-mails" });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText("Order e-mails turned off")).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect((await (await request.get("/api/auth/user", { headers: bearer(user) })).json()).orderEmails).toBe(false);
    // Switched off, a placed order sends no confirmation mail.
    const quiet = await seedOrder(request, user);

    await toggle.click();
    await expect(page.getByText("Order e-mails turned on")).toBeVisible();
    expect((await (await request.get("/api/auth/user", { headers: bearer(user) })).json()).orderEmails).toBe(true);
    const announced = await seedOrder(request, user);
    await expect.poll(async () => (await latestMailTo(user.email))?.subject ?? "").toContain(`#${announced}`);
    // The outbox sends in the order mails were queued: a mail of the earlier order would be out by now.
    expect((await mailsTo(user.email)).filter((m) => m.subject.includes(`#${quiet} `))).toEqual([]);
  });

  test("deleting the account needs the username typed, then signs out", async ({ page, request }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/profile?tab=settings");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/to confirm/).fill(`${user.username}x`);
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/to confirm/).fill(user.username);
    await expectAccessible(page);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    const res = await request.post("/api/auth/signin", {
      data: { username: user.username, password: user.password, rememberMe: false },
    });
    expect(res.status()).toBe(401);
  });
});
