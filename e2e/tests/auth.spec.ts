import { expect } from "@playwright/test";
import { bearer, DEMO, expectAccessible, latestMailTo, newCustomer, uniqueName, useSession, test } from "./fixtures";

test.describe("sign-in screens", () => {
  test("register checks the form, then signs the new customer in and goes home", async ({ page }) => {
    const username = uniqueName("reg");
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "Create Account" })).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm password").fill("secret124");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm password").fill("secret123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: new RegExp(username) })).toBeVisible();
  });

  test("a wrong password shows the server's message in a red box", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill(DEMO.customer.username);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid username or password");
    await page.getByLabel("Password", { exact: true }).fill("x");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("forgot and reset password through the mailed link", async ({ page, request }) => {
    const customer = await newCustomer(request, "forgot");
    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Email").fill(customer.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("button", { name: "Try Another Email" })).toBeVisible();
    await expectAccessible(page);

    let link = "";
    await expect(async () => {
      const mail = await latestMailTo(customer.email);
      const match = mail?.text.match(/\/reset-password\/[A-Za-z0-9_-]+/);
      expect(match).toBeTruthy();
      link = match?.[0] ?? "";
    }).toPass();

    await page.getByRole("button", { name: "Try Another Email" }).click();
    await expect(page.getByLabel("Email")).toHaveValue("");

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("brandnew1");
    await page.getByLabel("Confirm new password").fill("brandnew1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password reset successful!")).toBeVisible();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.getByLabel("Username").fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill("brandnew1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);

    // The link works once only.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("another1");
    await page.getByLabel("Confirm new password").fill("another1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("alert")).toContainText("This reset link is invalid or has expired");
  });

  test("the reset screen without a token says Invalid Reset Link", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { level: 1, name: "Invalid Reset Link" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  test("a guard sends a guest to /login and back to the wanted page", async ({ page, request }) => {
    const customer = await newCustomer(request, "guard");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await page.getByLabel("Username").fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("a customer is sent away from admin screens", async ({ page, request }) => {
    await useSession(page, await newCustomer(request, "guard"));
    await page.goto("/admin/products");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a session whose token became invalid asks to log in again and returns", async ({ page, request }) => {
    const customer = await newCustomer(request, "expired");
    // The stored record is the customer's, but its token has been tampered with.
    await useSession(page, { ...customer, jwtToken: `${customer.jwtToken}x` });
    await page.goto("/orders");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Session expired. Please log in again.")).toBeVisible();
    await page.getByLabel("Username").fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("Logout from a signed-in page goes to / and the token stops working", async ({ page, request }) => {
    const customer = await newCustomer(request, "logout");
    await useSession(page, customer);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await page.getByRole("button", { name: customer.username, exact: true }).click();
    await page.getByRole("button", { name: "Logout", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    await expect
      .poll(async () => (await request.get("/api/auth/user", { headers: bearer(customer) })).status())
      .toBe(401);
  });

  test("an unknown address shows Page Not Found", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Home/ })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });
});
