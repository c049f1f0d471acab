import { expect, type Locator } from "@playwright/test";
import { bearer, DEMO, expectAccessible, signInApi, test, useSession } from "./fixtures";

/** "$16,857.55" and "72" from "…: total $16,857.55 from 72 orders". */
async function figuresOf(chart: Locator) {
  const label = (await chart.getAttribute("aria-label")) ?? "";
  const match = label.match(/total \$([\d,]+\.\d\d) from (\d+) orders?$/);
  expect(match, label).not.toBeNull();
  return { dollars: Number(match![1]!.replace(/,/g, "")), orders: Number(match![2]) };
}

test("the dashboard chart renders with the demo data and follows the range picked by keyboard", async ({
  page,
  request,
}) => {
  const seller1 = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
  await useSession(page, seller1);
  await page.goto("/seller/dashboard");

  const chart30 = page.getByRole("img", { name: /^Revenue and orders per day, last 30 days: total \$/ });
  await expect(chart30).toBeVisible();
  // recharts drew it: one bar per day with sales, and the orders line.
  await expect(chart30.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(chart30.locator(".recharts-line-curve")).toBeVisible();
  const month = await figuresOf(chart30);
  expect(month.dollars).toBeGreaterThan(0);
  expect(month.orders).toBeGreaterThan(0);
  // The same figures as a table for screen readers: a row per day and a header row.
  const table = page.getByRole("table", { name: /^Revenue and orders per day, / });
  await expect(table.getByRole("row")).toHaveCount(31);

  // 7 days, with the arrow key in the range picker.
  await page.getByRole("radio", { name: "30 days" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "7 days" })).toBeChecked();
  const chart7 = page.getByRole("img", { name: /^Revenue and orders per day, last 7 days: total \$/ });
  await expect(chart7).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(8);
  const week = await figuresOf(chart7);
  expect(week.dollars).toBeGreaterThan(0);
  expect(week.dollars).toBeLessThanOrEqual(month.dollars + 0.005);
  // What the server says (other tests may place orders meanwhile, hence "at least").
  const api = await request.get("/api/seller/dashboard?days=7", { headers: bearer(seller1) });
  expect((await api.json()).totals.revenueCents).toBeGreaterThanOrEqual(Math.round(week.dollars * 100));

  // A stock alert opens the product's edit form.
  const lowStock = page.getByRole("list", { name: "Low on stock" }).getByRole("link").first();
  const name = (await lowStock.innerText()).trim();
  await lowStock.click();
  await expect(page).toHaveURL(/\/seller\/products$/);
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByLabel(/^Product Name(?! in )/)).toHaveValue(name);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/seller/dashboard");
  await expect(chart30).toBeVisible();
  await expectAccessible(page);
});
