/**
 * Browser-test helpers: accounts are made through the API (fast, independent per test), then
 * the page is signed in by storing the same `user` record the web app keeps in localStorage.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
export const OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR ?? path.join(here, "..", ".e2e-data"), "outbox");

export const DEMO = {
  customer: { username: "user1", password: "password1" },
  seller1: { username: "seller1", password: "password2" },
  seller2: { username: "seller2", password: "password3" },
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

/** Puts a signed-in user into the page's storage, as the Login screen would. */
export async function useSession(page: Page, user: SignedIn) {
  const record = {
    id: user.id,
    username: user.username,
    email: user.email,
    roles: user.roles,
    jwtToken: user.jwtToken,
    isLoggedIn: true,
  };
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem("__e2e_session_set")) {
      window.localStorage.setItem("user", value);
      window.sessionStorage.setItem("__e2e_session_set", "1");
    }
  }, JSON.stringify(record));
}

export const bearer = (user: SignedIn) => ({ Authorization: `Bearer ${user.jwtToken}` });

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

/** The newest mail in the outbox sent to `to`. */
export async function latestMailTo(to: string): Promise<{ subject: string; text: string } | undefined> {
  if (!fs.existsSync(OUTBOX_DIR)) return undefined;
  const files = fs
    .readdirSync(OUTBOX_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort();
  for (const f of files.reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, f), "utf8"));
    if (mail.to === to) return mail;
  }
  return undefined;
}
