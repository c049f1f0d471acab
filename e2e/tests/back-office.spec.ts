import { expect } from "@playwright/test";
import { bearer, DEMO, type SignedIn, signInApi, test, uniqueName, useSession } from "./fixtures";

interface SellerAccount {
  sellerId: number;
  username: string;
  email: string;
  displayName: string | null;
  balance: number;
}

const money = (amount: number) => amount.toLocaleString("en-US", { style: "currency", currency: "USD" });

test.describe("back office: variants, earnings, payouts and codes", () => {
  test("a seller creates a product with two options and six variants, and the storefront has them", async ({
    page,
    request,
  }) => {
    // About forty steps in one form, then the edit: more than the usual minute on a loaded 2-core machine.
    test.slow();
    const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    await useSession(page, seller);
    const name = `E2E Tee ${uniqueName("v")}`;

    await page.goto("/seller/products");
    await page.getByRole("button", { name: "Add Product" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await expect(dialog.getByLabel("Category")).not.toHaveValue("");
    await dialog.getByLabel(/^Product Name(?! in )/).fill(name);
    await dialog.getByLabel(/^Description(?! in )/).fill("A soft cotton tee in three sizes and two colours.");
    await dialog.getByLabel("This product has options, like size or colour").check();

    await dialog.getByLabel("Option 1 name").fill("Size");
    const sizes = dialog.getByRole("textbox", { name: "Size values" });
    await sizes.fill("S, M, L");
    await sizes.press("Enter");
    await dialog.getByRole("button", { name: "Add an option" }).click();
    await dialog.getByLabel("Option 2 name").fill("Color");
    const colors = dialog.getByRole("textbox", { name: "Color values" });
    await colors.fill("Blue");
    await colors.press("Enter");
    await colors.fill("Red");
    await colors.press("Enter");

    await dialog.getByRole("button", { name: "Add all combinations (6)" }).click();
    await expect(dialog.getByRole("list", { name: "Variants" }).getByRole("listitem")).toHaveCount(6);
    await dialog.getByLabel("Set all prices ($)").fill("21");
    await dialog.getByRole("button", { name: "Apply to all prices" }).click();
    await dialog.getByLabel("Set all stock").fill("5");
    await dialog.getByRole("button", { name: "Apply to all stock" }).click();
    await dialog.getByLabel("Price of L / Red").fill("23.5");
    await dialog.getByLabel("Stock of S / Blue").fill("0");
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByText("Product added successfully")).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("in 6 variants")).toBeVisible();
    await expect(row.getByText("25", { exact: true })).toBeVisible();

    const listed = (await (
      await request.get(`/api/seller/products?pageSize=20&sortBy=productId&sortOrder=desc`, { headers: bearer(seller) })
    ).json()) as { content: { productId: number; productName: string }[] };
    const productId = listed.content.find((p) => p.productName === name)?.productId;
    expect(productId, "the new product is in the seller's list").toBeTruthy();

    // The storefront's answer carries the options and the six variants as entered.
    const product = (await (await request.get(`/api/public/products/${productId}`)).json()) as {
      options: { name: string; values: string[] }[];
      variants: { options: Record<string, string>; price: number; quantity: number }[];
      quantity: number;
    };
    expect(product.options).toEqual([
      { name: "Size", values: ["S", "M", "L"] },
      { name: "Color", values: ["Blue", "Red"] },
    ]);
    expect(product.variants).toHaveLength(6);
    expect(product.variants.find((v) => v.options.Size === "L" && v.options.Color === "Red")?.price).toBe(23.5);
    expect(product.quantity).toBe(25);

    await page.goto(`/products/${productId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // Editing reopens the grid with the six rows.
    await page.goto("/seller/products");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByRole("list", { name: "Variants" }).getByRole("listitem")).toHaveCount(6);
    await expect(edit.getByLabel("Price of L / Red")).toHaveValue("23.5");
  });

  test("a seller reads the Earnings tab: the balance in words and the statement", async ({ page, request }) => {
    const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    const ledger = (await (await request.get("/api/seller/ledger", { headers: bearer(seller) })).json()) as {
      balance: number;
      totalElements: number;
    };
    await useSession(page, seller);
    await page.goto("/seller/earnings");
    await expect(page.getByRole("tab", { name: "Earnings" })).toHaveAttribute("aria-selected", "true");
    const words =
      ledger.balance > 0
        ? `The shop owes you ${money(ledger.balance)}`
        : ledger.balance < 0
          ? `You owe the shop ${money(-ledger.balance)}`
          : "You and the shop are settled";
    await expect(page.getByTestId("balance-words")).toHaveText(words);
    expect(ledger.totalElements, "the demo shop books delivered orders").toBeGreaterThan(0);
    await expect(page.getByRole("table", { name: "Statement" }).getByText("Sale").first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Sale, commission and net by order" })).toBeVisible();
  });

  test("an admin records a payout, sees the balance change, and a too-large payout is refused in words", async ({
    page,
    request,
  }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    const owed = (await (
      await request.get("/api/admin/sellers?balance=owed&sortBy=balance&sortOrder=desc", { headers: bearer(admin) })
    ).json()) as { content: SellerAccount[] };
    const seller = owed.content[0];
    expect(seller, "the demo shop owes some seller").toBeTruthy();
    const { username, balance } = seller as SellerAccount;
    const label = (seller as SellerAccount).displayName || username;

    await useSession(page, admin);
    await page.goto("/admin/sellers");
    await expect(page.getByRole("heading", { level: 1, name: "Sellers & payouts" })).toBeVisible();
    await expect(page.getByLabel("Commission (%)")).not.toHaveValue("");
    await page.getByLabel("Show").selectOption("owed");
    const row = page.getByRole("row").filter({ hasText: (seller as SellerAccount).email });
    await expect(row.getByText(`Shop owes ${money(balance)}`)).toBeVisible();

    await row.getByRole("button", { name: `Record a payment for ${label}` }).click();
    const dialog = page.getByRole("dialog", { name: "Record a payment" });
    await expect(dialog.getByLabel("Payout")).toBeChecked();
    await dialog.getByLabel("Amount ($)").fill("1.00");
    await dialog.getByLabel("Reference").fill(`E2E-${uniqueName("ref")}`);
    await dialog.getByRole("button", { name: "Record payout" }).click();
    await expect(page.getByText(`Payout of $1.00 to ${label} recorded`)).toBeVisible();
    const after = Math.round(balance * 100 - 100) / 100;
    await expect(row.getByText(`Shop owes ${money(after)}`)).toBeVisible();

    await row.getByRole("button", { name: `Record a payment for ${label}` }).click();
    await dialog.getByLabel("Amount ($)").fill((after + 1000).toFixed(2));
    await dialog.getByLabel("Reference").fill("E2E-too-much");
    await dialog.getByRole("button", { name: "Record payout" }).click();
    await expect(
      dialog.getByText(`A payout can be at most what the shop owes this seller (${money(after)})`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByText(`Shop owes ${money(after)}`)).toBeVisible();
  });

  test("an admin creates a discount code in Promotions and sees it listed", async ({ page, request }) => {
    const admin: SignedIn = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    await useSession(page, admin);
    const code = `E2E-${uniqueName("c")}`.toUpperCase().slice(0, 24);
    await page.goto("/admin/promotions");
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    await page.getByRole("button", { name: "New code" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New discount code" });
    await dialog.getByRole("textbox", { name: "Code" }).fill("no");
    await dialog.getByRole("button", { name: "Create code" }).click();
    await expect(dialog.getByText("Codes are 3 to 32 letters, digits or dashes")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Code" }).fill(code);
    await dialog.getByLabel("Percent off (%)").fill("15");
    await dialog.getByLabel("Usage limit").fill("50");
    await dialog.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByText(`${code} created`)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: code });
    await expect(row.getByText("15% off")).toBeVisible();
    await expect(row.getByText("0 / 50")).toBeVisible();
    // An edit: the form comes prefilled, the code's text stays, a least quantity is added.
    await row.getByRole("button", { name: `Edit ${code}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${code}` });
    await expect(edit.getByRole("textbox", { name: "Code" })).toHaveValue(code);
    await expect(edit.getByLabel("Percent off (%)")).toHaveValue("15");
    await edit.getByLabel("Percent off (%)").fill("20");
    await edit.getByLabel("Minimum quantity").fill("2");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${code} saved`)).toBeVisible();
    await expect(row.getByText("20% off")).toBeVisible();
    await expect(row.getByText(/At least 2 items/)).toBeVisible();
    await row.getByRole("button", { name: `Deactivate ${code}` }).click();
    await expect(row.getByText("Inactive")).toBeVisible();
  });
});
