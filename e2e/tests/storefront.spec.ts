import { expect, type Page } from "@playwright/test";
import { bearer, DEMO, expectAccessible, latestMailTo, newCustomer, signInApi, uniqueName, test } from "./fixtures";

async function productCards(page: Page) {
  const region = page.getByRole("region", { name: "Products" });
  // The previous list stays on screen (dimmed, aria-busy) until the new one arrives.
  await expect(region).not.toHaveAttribute("aria-busy", "true");
  const cards = region.getByRole("article");
  await expect(cards.first()).toBeVisible();
  return cards;
}

async function pricesOnPage(page: Page): Promise<number[]> {
  const cards = await productCards(page);
  const texts = await cards.evaluateAll((articles) =>
    articles.map((a) => a.querySelector(".font-semibold.tracking-tight")?.textContent ?? ""),
  );
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, "")));
}

test.describe("storefront", () => {
  test("home page leads to the product list", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/^Home \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Discover Premium Quality Products" })).toBeVisible();
    await expect(page.getByText("4.9/5 Rating")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured Products" }) });
    await expect(featured.getByRole("article")).toHaveCount(4);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /New Arrivals/ })).toHaveAttribute("href", "/products?sort=newest");
    await expect(main.getByRole("link", { name: /Seasonal Sale/ })).toHaveAttribute("href", "/products?sale=true");
    await expectAccessible(page);

    await page.getByRole("link", { name: "Shop Now", exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(page).toHaveTitle(/^All Products \| /);
    await expect(page.getByText(/^Showing \d+ products?$/)).toBeVisible();
    await expectAccessible(page);
  });

  test("the newsletter validates locally, thanks the visitor, and keeps the address once confirmed", async ({
    page,
    request,
  }) => {
    const email = `${uniqueName("reader")}@example.com`;
    await page.goto("/");
    const box = page.getByLabel("Email address");
    await box.fill("nope");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await box.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing!")).toBeVisible();

    // Beyond the spec (decision 0015): a confirmation mail whose link confirms the subscription.
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    const statusOf = async () => {
      const res = await request.get("/api/admin/newsletter/subscribers", { headers: bearer(admin) });
      const list = (await res.json()) as { subscribers: { email: string; status: string }[] };
      return list.subscribers.find((s) => s.email === email)?.status;
    };
    await expect.poll(statusOf).toBe("pending");
    await expect.poll(async () => (await latestMailTo(email))?.text ?? "").toContain("/newsletter/confirm/");
    const link = /\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec((await latestMailTo(email))!.text)![0];
    await page.goto(link);
    await expect(page.getByText("Your subscription is confirmed. Thank you!")).toBeVisible();
    await expectAccessible(page);
    await expect.poll(statusOf).toBe("confirmed");
  });

  test("search from the header", async ({ page }) => {
    await page.goto("/products");
    const search = page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
    await search.fill("   ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/products$/);
    await search.fill("headphones");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=headphones$/);
    await expect(search).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1, name: "Search Results for headphones" })).toBeVisible();
    await expect(page).toHaveTitle(/^Search Results for headphones \| /);
    const cards = await productCards(page);
    await expect(cards.first()).toContainText(/headphones/i);

    await search.fill("zzqqxxnothing");
    await search.press("Enter");
    await expect(page.getByText("No products found. Try adjusting your search or filters.")).toBeVisible();
    await expect(page.getByText("No products found", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("category filter selects one category and clears on a second click", async ({ page }) => {
    await page.goto("/products?page=1");
    const filters = page.getByRole("complementary", { name: "Filters" });
    const electronics = filters.getByRole("link", { name: "Electronics" });
    await electronics.click();
    await expect(page).toHaveURL(/\/products\?category=1$/);
    await expect(electronics).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Electronics" })).toBeVisible();
    await expect(page).toHaveTitle(/^Electronics \| /);
    const cards = await productCards(page);
    for (const text of await cards.allInnerTexts()) expect(text.toUpperCase()).toContain("ELECTRONICS");

    await filters.getByRole("link", { name: "Fashion" }).click();
    await expect(page).toHaveURL(/category=2/);
    await expect(electronics).not.toHaveAttribute("aria-current");

    await filters.getByRole("link", { name: "Fashion" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Fashion" })).toBeVisible();
  });

  test("server-side filters hold across pages", async ({ page }) => {
    await page.goto("/products");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByLabel("On Sale").click();
    await expect(filters.getByLabel("On Sale")).toBeChecked();
    await expect(page).toHaveURL(/onSale=true/);
    const cards = await productCards(page);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\d+% OFF/);

    await filters.getByLabel("Min price").fill("1x0");
    await expect(filters.getByLabel("Min price")).toHaveValue("10");
    await expect(page).toHaveURL(/minPrice=10/);
    for (const price of await pricesOnPage(page)) expect(price).toBeGreaterThanOrEqual(10);

    await filters.getByLabel("In Stock").click();
    await expect(filters.getByLabel("In Stock")).toBeChecked();
    await expect(page).toHaveURL(/inStock=true/);
    await expect(page.getByText(/^Showing \d+ products?$|^No products found$/)).toBeVisible();

    await page.goto("/products?sale=true");
    await expect(filters.getByLabel("On Sale")).toBeChecked();
  });

  test("sort and pagination are kept in the URL", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sortBy=price&sortOrder=asc/);
    await expect(async () => {
      const prices = await pricesOnPage(page);
      expect(prices.length).toBeGreaterThan(1);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }).toPass();

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(await pagination.getByRole("link", { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);

    await page.getByLabel("Sort by").selectOption({ label: "Name: Z to A" });
    await expect(page).toHaveURL(/sortBy=productName&sortOrder=desc/);
    await expect(page).not.toHaveURL(/page=/);

    await page.goto("/products?sort=newest");
    await expect(page.getByLabel("Sort by")).toHaveValue("productId-desc");
  });

  test("a page past the end moves to the last page, and a search narrows to the chosen category", async ({ page }) => {
    await page.goto("/products?page=99");
    await expect(page).toHaveURL(/page=\d+/);
    await expect(page).not.toHaveURL(/page=99/);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: /^Page \d+$/ }).last()).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("No products found. Try adjusting your search or filters.")).toHaveCount(0);

    // A shared link with both a search and a category lists the search within that category.
    await page.goto("/products?search=lamp&category=1");
    await expect(page.getByRole("heading", { level: 1, name: "Search Results for lamp" })).toBeVisible();
    await expect(page.getByText("No products found. Try adjusting your search or filters.")).toBeVisible();
    await page.goto("/products?search=lamp&category=3");
    await expect(page.getByText(/^Showing \d+ products?$/)).toBeVisible();
  });

  test("product detail and adding to the cart as a guest", async ({ page }) => {
    // A product without options: one with options needs a choice on its page first (variants.spec.ts).
    await page.goto("/products");
    const cards = await productCards(page);
    // The first product with one variant (one with options has "Choose options" on its card).
    const addable = cards.filter({ has: page.getByRole("button", { name: /Add to Cart/ }) }).first();
    const name = (await addable.getByRole("heading", { level: 3 }).innerText()).trim();
    const first = cards.filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

    // Card button: Add to Cart → Added → Add More
    const cardButton = first.getByRole("button", { name: /Add to Cart/ });
    await cardButton.click();
    await expect(first.getByRole("button", { name: /Added/ })).toBeVisible();
    await expect(first.getByRole("button", { name: /Add More/ })).toBeVisible({ timeout: 4000 });
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    await first.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
    await expect(page.getByText("You already have 1 of this item in your cart.")).toBeVisible();
    await expect(page.getByText("Product ID")).toBeVisible();
    await expect(page.getByText("Units in stock")).toBeVisible();

    const stepper = page.getByRole("group", { name: "Quantity" });
    await expect(stepper.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await stepper.getByRole("button", { name: "Increase quantity" }).click();
    await expect(stepper.getByRole("status")).toHaveText("2");
    await page.getByRole("button", { name: "Add More to Cart" }).click();
    await expect(page.getByText("Added More to Cart")).toBeVisible();
    await expect(page.getByText("You already have 3 of this item in your cart.")).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("3");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.getByRole("link", { name: /^Cart, 3 items$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();
    await expect(page.getByText("Your cart will be saved when you sign in.")).toBeVisible();
    await expect(page.getByText("Subtotal")).toBeVisible();
    await expectAccessible(page);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("guestCart") ?? "null"));
    expect(stored.cartItems).toHaveLength(1);
    expect(stored.cartItems[0].quantity).toBe(3);
  });

  test("an unknown product shows No product found.", async ({ page }) => {
    await page.goto("/products/999999");
    await expect(page.getByRole("heading", { level: 1, name: "No product found." })).toBeVisible();
  });

  test("a page opened by its address starts at the top, whatever the page before it was scrolled to", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator("html[data-app-ready]").waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500);
    // A second document, opened by typing its address: nothing of the first page's scroll carries over.
    await page.goto("/products");
    await page.locator("html[data-app-ready]").waitFor();
    await expect(page.getByRole("region", { name: "Products" }).getByRole("article").first()).toBeVisible();
    // (The router restores a saved position in a layout effect of the hydrating render, before data-app-ready.)
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Reloading a scrolled page still brings the shopper back to where they were.
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500);
    await page.reload();
    await page.locator("html[data-app-ready]").waitFor();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500);
  });

  test("login merges the guest cart and returns to the cart", async ({ page, request }) => {
    // Products of our own, so parallel specs that edit or delete demo products cannot interfere (named so
    // that the "lamp" search of another test never finds them).
    const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    const ids: number[] = [];
    for (const name of ["Merge Clock", "Merge Mug", "Merge Vase"]) {
      const res = await request.post("/api/admin/categories/1/products", {
        headers: bearer(seller),
        data: {
          productName: uniqueName(name),
          description: "Made for the merge test",
          price: 10,
          discount: 0,
          quantity: 20,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push((await res.json()).productId);
    }
    const [missing, smaller, larger] = ids as [number, number, number];

    const customer = await newCustomer(request, "merge");
    // The server cart already holds `smaller` (1 unit) and `larger` (5 units).
    for (const [productId, quantity] of [
      [smaller, 1],
      [larger, 5],
    ]) {
      const res = await request.post(`/api/carts/products/${productId}/quantity/${quantity}`, {
        headers: bearer(customer),
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }

    // As a guest: `missing` ×1 (not on the server), `smaller` ×3 (fewer there), `larger` ×2 (more there).
    const stepper = page.getByRole("group", { name: "Quantity" });
    for (const [productId, quantity] of [
      [missing, 1],
      [smaller, 3],
      [larger, 2],
    ] as Array<[number, number]>) {
      await page.goto(`/products/${productId}`);
      for (let i = 1; i < quantity; i++) await stepper.getByRole("button", { name: "Increase quantity" }).click();
      await expect(stepper.getByRole("status")).toHaveText(String(quantity));
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByText("Added to Cart")).toBeVisible();
    }

    await page.goto("/cart");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Username").fill(customer.username);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByText("Your cart will be saved when you sign in.")).toHaveCount(0);
    await expect(page.getByRole("group", { name: /^Quantity of / })).toHaveCount(3);
    await expect(page.getByTestId("cart-badge")).toHaveText("9");
    expect(await page.evaluate(() => localStorage.getItem("guestCart"))).toBeNull();

    const fresh = await signInApi(request, customer.username, customer.password);
    const cart = await (await request.get("/api/carts/users/cart", { headers: bearer(fresh) })).json();
    const quantities = Object.fromEntries(
      cart.products.map((p: { productId: number; quantity: number }) => [p.productId, p.quantity]),
    );
    expect(quantities).toEqual({ [missing]: 1, [smaller]: 3, [larger]: 5 });

    // Signed-in cart changes go to the server.
    const line = page.getByRole("group", { name: /^Quantity of / }).first();
    await line.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByTestId("cart-badge")).toHaveText("10");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout/);
  });
});
