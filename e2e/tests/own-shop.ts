/**
 * An empty shop of a test's own beside the suite's demo shop: its own port and data folder, only its
 * admin, set up through the API as a new owner would (a shop in yen, one in euros in German). The demo
 * shop stays a dollar shop in English for the rest of the suite.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import { bearer, type SignedIn, uniqueName } from "./fixtures";

const here = path.dirname(fileURLToPath(import.meta.url));
const OWNER = { username: "owner", email: "owner@example.com", password: "ownerPass1" };

export interface OwnShop {
  /** The shop's address, e.g. http://127.0.0.1:8900. */
  base: string;
  api: APIRequestContext;
  owner: SignedIn;
  signIn(username: string, password: string): Promise<SignedIn>;
  signUp(prefix: string): Promise<SignedIn>;
  /** A new account made a seller by the owner, signed in again with its new role. */
  newSeller(prefix: string): Promise<SignedIn>;
  close(): Promise<void>;
}

/** Starts an empty shop on the demo shop's port plus `portOffset` and signs its owner in. */
export async function startOwnShop(portOffset: number, name: string): Promise<OwnShop> {
  const port = Number(process.env.E2E_PORT ?? 8899) + portOffset;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-e2e-${name}-`));
  const server: ChildProcess = spawn(process.execPath, [path.join(here, "..", "start-server.mjs")], {
    stdio: "ignore",
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ADMIN_USERNAME: OWNER.username,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    },
  });
  const api = await playwrightRequest.newContext({ baseURL: base });
  for (let i = 0; ; i++) {
    const ready = await api.get("/readyz").catch(() => null);
    if (ready?.ok()) break;
    if (i === 360) throw new Error(`the ${name} shop did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }

  async function signIn(username: string, password: string): Promise<SignedIn> {
    const res = await api.post("/api/auth/signin", { data: { username, password, rememberMe: false } });
    expect(res.status(), await res.text()).toBe(200);
    return { ...(await res.json()), password };
  }
  async function signUp(prefix: string): Promise<SignedIn> {
    const username = uniqueName(prefix);
    const res = await api.post("/api/auth/signup", {
      data: { username, email: `${username}@example.com`, password: "secret123", role: ["user"] },
    });
    expect(res.status(), await res.text()).toBe(201);
    return signIn(username, "secret123");
  }
  const owner = await signIn(OWNER.username, OWNER.password);
  async function newSeller(prefix: string): Promise<SignedIn> {
    const seller = await signUp(prefix);
    const roles = await api.put(`/api/admin/users/${seller.id}/roles`, {
      headers: bearer(owner),
      data: { roles: ["ROLE_USER", "ROLE_SELLER"] },
    });
    expect(roles.status(), await roles.text()).toBe(200);
    return signIn(seller.username, seller.password);
  }
  async function close() {
    await api.dispose();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { base, api, owner, signIn, signUp, newSeller, close };
}

/** A page's console errors and warnings and its uncaught errors (a hydration mismatch is one of them). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type()) && !message.text().startsWith("Failed to load resource"))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** The text of the page's <main> as the server sent it, and after hydration (the same element kept). */
export async function mainBeforeAndAfterHydration(page: Page, url: string) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const main = document.querySelector("main");
      Object.assign(window, { serverMain: main, serverText: main?.textContent ?? "" });
    });
  });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"), null, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const w = window as unknown as { serverMain: Element | null; serverText: string };
    const main = document.querySelector("main");
    return { kept: w.serverMain !== null && w.serverMain === main, before: w.serverText, now: main?.textContent ?? "" };
  });
}

/** The settings as `PUT /admin/settings` takes them: the public ones without what only the server fills in. */
export async function editableSettings(shop: OwnShop): Promise<Record<string, unknown>> {
  const {
    currencyDigits: _d,
    shippingZones: _z,
    ...settings
  } = await (await shop.api.get("/api/public/settings")).json();
  return settings;
}
