/**
 * The back office in the shop's languages (docs/decisions/0045-languages-and-messages.md): the seller
 * dashboard and Store settings under /de in German, Sellers & payouts too, and each in Arabic right to
 * left, with the axe pass; looked at on a desk and a phone (screenshots in /tmp/shots-offi18n).
 */
import { expect, type Page } from "@playwright/test";
import {
  appReady,
  bearer,
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  signInApi,
  test,
  useSession,
} from "./fixtures";

const SHOTS = process.env.BACK_OFFICE_SHOTS ?? "/tmp/shots-offi18n";

async function setLanguages(request: Parameters<typeof signInApi>[0], languages: string[]) {
  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  const current = await (await request.get("/api/public/settings")).json();
  const { currencyDigits: _, shippingZones: __, ...settings } = current;
  const res = await request.put("/api/admin/settings", { headers: bearer(admin), data: { ...settings, languages } });
  expect(res.status(), await res.text()).toBe(200);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("the back office in the shop's languages", () => {
  test.describe.configure({ mode: "serial", timeout: 150_000 });
  test.beforeAll(async ({ request }) => setLanguages(request, ["en", "de", "es", "ar"]));
  test.afterAll(async ({ request }) => setLanguages(request, ["en"]));

  test("the seller dashboard in German under /de", async ({ page, request }) => {
    await useSession(page, await signInApi(request, DEMO.seller1.username, DEMO.seller1.password));
    await page.goto("/de/seller/dashboard");
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Verkäufer-Dashboard" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Übersicht" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("group", { name: "Gesamtumsatz" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Neueste Bestellungen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bestandswarnungen" })).toBeVisible();
    await expect(page.getByText("Total Sales")).toHaveCount(0);
    // The tabs' links stay in German.
    await page.getByRole("tab", { name: "Einnahmen" }).click();
    await expect(page).toHaveURL(/\/de\/seller\/earnings$/);
    await expect(page.getByRole("heading", { name: "Einnahmen", level: 2 })).toBeVisible();
    await page.goto("/de/seller/dashboard");
    await expect(page.getByRole("heading", { name: "Bestandswarnungen" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "de-seller-dashboard");
  });

  test("the seller dashboard in Arabic, right to left", async ({ page, request }) => {
    await useSession(page, await signInApi(request, DEMO.seller1.username, DEMO.seller1.password));
    await page.goto("/ar/seller/dashboard");
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "لوحة تحكم البائع" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "تنبيهات المخزون" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "ar-seller-dashboard");
  });

  test("Store settings and Sellers & payouts in German under /de", async ({ page, request }) => {
    await useSession(page, await signInApi(request, DEMO.admin.username, DEMO.admin.password));
    await page.goto("/de/admin/settings");
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Shop-Einstellungen" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name des Shops" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Versand und Steuern" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Einstellungen speichern" })).toBeVisible();
    await expect(page.getByText("Shop name", { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, "de-store-settings");

    await page.goto("/de/admin/sellers");
    await expect(page.getByRole("heading", { level: 1, name: "Verkäufer & Auszahlungen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Salden als CSV" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Marktplatzbedingungen" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "de-sellers");
  });

  test("Store settings and Sellers & payouts in Arabic, right to left", async ({ page, request }) => {
    await useSession(page, await signInApi(request, DEMO.admin.username, DEMO.admin.password));
    await page.goto("/ar/admin/settings");
    await appReady(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "إعدادات المتجر" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "ar-store-settings");
    await page.goto("/ar/admin/sellers");
    await expect(page.getByRole("heading", { level: 1, name: "البائعون والمدفوعات" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "ar-sellers");
  });
});
