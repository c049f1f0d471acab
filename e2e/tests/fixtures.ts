/**
 * Browser-test helpers: accounts are made through the API (fast, independent per test), then
 * the page is signed in by storing the same `user` record the web app keeps in localStorage.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page, type Response } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
export const OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR ?? path.join(here, "..", ".e2e-data"), "outbox");

export const DEMO = {
  customer: { username: "user1", password: "password1" },
  // shopName: the demo seed's display name, what customers see (server/src/seed/demo.ts).
  seller1: { username: "seller1", password: "password2", shopName: "Maple & Finch" },
  seller2: { username: "seller2", password: "password3", shopName: "Harbour Street Goods" },
  admin: { username: "admin", password: "adminPass" },
} as const;

export interface SignedIn {
  id: number;
  username: string;
  email: string;
  roles: string[];
  jwtToken: string;
  password: string;
}

/**
 * Waits until the app has taken over the page: the server-rendered storefront is hydrated, or a
 * client-rendered page has rendered (main.tsx marks <html data-app-ready>). A shopper sees the page
 * before that; a test that clicked at once could click a button whose code has not arrived.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"), null, { timeout: 15_000 });
}

const isAppPage = (response: Response | null) =>
  response !== null && (response.headers()["content-type"] ?? "").startsWith("text/html");

/** Every page load of the page waits for the app to be ready (appReady) before the test goes on. */
function waitForAppOnLoads(page: Page): void {
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await load(...args);
      if (isAppPage(response)) await appReady(page);
      return response;
    };
  }
}

/** Playwright's test, with pages that wait for the app after each load (see appReady). */
export const test = base.extend({
  page: async ({ page }, use) => {
    waitForAppOnLoads(page);
    await use(page);
  },
});

let counter = 0;
export const uniqueName = (prefix = "e2e") =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${Math.floor(Math.random() * 1000)}`.slice(
    0,
    20,
  );

export async function signInApi(request: APIRequestContext, username: string, password: string): Promise<SignedIn> {
  const res = await request.post("/api/auth/signin", { data: { username, password, rememberMe: false } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...(await res.json()), password };
}

/** Registers a fresh customer through the API and signs it in. */
export async function newCustomer(request: APIRequestContext, prefix = "shopper"): Promise<SignedIn> {
  const username = uniqueName(prefix);
  const password = "secret123";
  const res = await request.post("/api/auth/signup", {
    data: { username, email: `${username}@example.com`, password, role: ["user"] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return signInApi(request, username, password);
}

/** The `user` record the web app keeps in localStorage for a signed-in user. */
const sessionRecord = (user: SignedIn) =>
  JSON.stringify({
    id: user.id,
    username: user.username,
    email: user.email,
    roles: user.roles,
    jwtToken: user.jwtToken,
    isLoggedIn: true,
  });

/** Puts a signed-in user into the page's storage, as the Login screen would. */
export async function useSession(page: Page, user: SignedIn) {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem("__e2e_session_set")) {
      window.localStorage.setItem("user", value);
      window.sessionStorage.setItem("__e2e_session_set", "1");
    }
  }, sessionRecord(user));
}

/**
 * Switches the signed-in user of a page that is already open (useSession only acts on the first
 * load); the app reads the stored user at start-up, so navigate afterwards.
 */
export async function switchUser(page: Page, user: SignedIn) {
  await page.evaluate((value) => localStorage.setItem("user", value), sessionRecord(user));
}

export const bearer = (user: SignedIn) => ({ Authorization: `Bearer ${user.jwtToken}` });

/* ---- seeding through the API ---- */

export interface ListedProduct {
  productId: number;
  productName: string;
  price: number;
  specialPrice: number;
  quantity: number;
  /** The seller's shop name, as the storefront shows it. */
  sellerName: string;
  /** Products with options (docs/decisions/0022) need a variant chosen; these flows use single-variant ones. */
  variantCount: number;
}

export interface AddressInput {
  fullName?: string;
  phone?: string;
  street: string;
  apartmentNumber?: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/** Single-variant storefront products with at least `min` units in stock. */
export async function inStockProducts(request: APIRequestContext, min = 20): Promise<ListedProduct[]> {
  const res = await request.get("/api/public/products?pageSize=50");
  expect(res.status()).toBe(200);
  const { content } = (await res.json()) as { content: ListedProduct[] };
  return content.filter((p) => p.quantity >= min && p.variantCount === 1);
}

export async function addToCart(request: APIRequestContext, user: SignedIn, productId: number, quantity: number) {
  const res = await request.post(`/api/carts/products/${productId}/quantity/${quantity}`, { headers: bearer(user) });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Saves an address for `user`; returns its id (the newest of the user's addresses). */
export async function addAddress(request: APIRequestContext, user: SignedIn, address: AddressInput): Promise<number> {
  const res = await request.post("/api/addresses", { headers: bearer(user), data: address });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const list = await (await request.get("/api/users/addresses", { headers: bearer(user) })).json();
  return Math.max(...list.map((a: { addressId: number }) => a.addressId));
}

/** Places a cash-on-delivery order of the user's cart, as the checkout does; returns the raw answer. */
export async function placeCashOrder(request: APIRequestContext, user: SignedIn, addressId: number) {
  return request.post("/api/order/users/payments/cash", {
    headers: { ...bearer(user), "Idempotency-Key": uniqueName("key") },
    data: {
      addressId,
      paymentMethod: "cash",
      pgName: "COD",
      pgPaymentId: "NA",
      pgStatus: "pending",
      pgResponseMessage: "Order placed",
    },
  });
}

/** Fails when the page scrolls sideways (wider than the viewport), as it must not on a phone. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 375,
  );
}

/** Fails on serious or critical accessibility violations of the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/** Every mail in the outbox sent to `to`, oldest first. */
export async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  if (!fs.existsSync(OUTBOX_DIR)) return [];
  const files = fs
    .readdirSync(OUTBOX_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort();
  return files
    .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, f), "utf8")))
    .filter((mail) => mail.to === to);
}

/** The newest mail in the outbox sent to `to`. */
export async function latestMailTo(to: string): Promise<{ subject: string; text: string } | undefined> {
  return (await mailsTo(to)).at(-1);
}

/**
 * Holds every script the page asks for until the returned function is called: what a page does
 * before its app runs is then tested without a timer that a loaded machine could outlast.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.js", async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** A 24×24 PNG of one colour, made here (each colour has its own content, so its own stored image). */
export function solidPng(r: number, g: number, b: number): Buffer {
  const size = 24;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
