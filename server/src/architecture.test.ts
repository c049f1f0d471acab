/**
 * The server's layers (docs/decisions/0021-server-kernel.md), checked on the source: db/ is the
 * bottom and knows nothing above it; core/ (errors, paging, the user, the dependency container, the
 * escaping and CSV helpers) uses only db/ types and its error classifiers; http/ holds the Fastify
 * plugins and uses core/ and db/, never a module; modules use core/ and db/, never http/ (guards and
 * limits come through `app.deps`), and another module only along the allowed edges below; mail/
 * (the mails' layout and the mailer) uses only core/, each module keeping the texts of its mails.
 * The server's twin of web/src/architecture.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Which modules a module may import (any file of it). Nothing else crosses between modules.
 * Keep in step with docs/decisions/0021-server-kernel.md.
 */
const ALLOWED: Record<string, readonly string[]> = {
  // Mails (password reset) are queued in the outbox with the change that sends them.
  auth: ["outbox"],
  // Lines show the product's picture URLs; the cart's discount code is checked by the codes' rules.
  cart: ["images", "promotions"],
  // Products own their pictures: uploads, galleries, URLs.
  catalog: ["images"],
  // The confirmation mail is queued with the subscription.
  newsletter: ["outbox"],
  // Stock changes tell the catalog caches (NOTIFY); lines copy the picture; the confirmation is queued;
  // the marketplace's terms are copied onto each seller's part; a code is redeemed and given back.
  orders: ["catalog", "images", "ledger", "outbox", "promotions", "refunds"],
  // A payment's mail is queued in the payment's transaction.
  ledger: ["outbox"],
  // The invoice prints the customer's order; the packing slip the seller's part of it; the shop's
  // papers its logo (docs/decisions/0041-the-shop-logo.md).
  papers: ["images", "orders", "seller"],
  // Pictures the settings no longer name are deleted, as a product's are; the public settings say
  // how a shopper may pay (the Payments settings, beside the marketplace's terms).
  "store-settings": ["images", "ledger"],
  // A card order is placed as any order, then settled by Stripe's events: its history, its stock and
  // code given back, its held mails queued (docs/decisions/0050-card-payments-through-stripe.md).
  payments: ["ledger", "orders", "outbox", "refunds"],
  // Card refunds' rows (docs/decisions/0056): written by cancels and returns, sent and confirmed by
  // payments; sellers are named as the catalog names them.
  refunds: ["catalog"],
  // The setup checklist ticks the owner's pages when they are written.
  setup: ["pages"],
  // The owner's home counts what needs doing, the setup checklist among it (docs/decisions/0053), and
  // sales as the orders define them (orders/status.ts).
  "admin-home": ["orders", "setup"],
  // An account an admin makes a seller is mailed (docs/decisions/0047).
  users: ["outbox"],
  // A review needs a listed product.
  reviews: ["catalog"],
  // A seller's part of an order moves on the orders' status machine and history; Delivered books it;
  // a new shop name names the seller's products, so the catalog caches let go of them; an
  // application's every step mails the applicant (docs/decisions/0047).
  // The shop profile's logo and cover are pictures the shop stores.
  seller: ["catalog", "images", "ledger", "orders", "outbox", "refunds"],
  // A return is of an order's delivered part: its lines, history and stock; a refund books the ledger;
  // its mails go through the outbox; sellers are named as the catalog names them.
  returns: ["catalog", "ledger", "orders", "outbox", "refunds"],
  // The sitemap lists the catalog and the pages the owner added (decision 0037).
  seo: ["catalog", "pages"],
};

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

interface Import {
  specifier: string;
  /** `import type` / `export type`: erased at run time. */
  typeOnly: boolean;
}

/** Static `from "…"`, side-effect `import "…"` and dynamic `import("…")` specifiers, comments left out. */
function importsOf(source: string): Import[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const pattern = /\b(import|export)(\s+type\b)?(?:[^"';]*?\bfrom\s*)?\s*\(?\s*["']([^"']+)["']/g;
  return [...code.matchAll(pattern)].map((m) => ({ specifier: m[3] as string, typeOnly: Boolean(m[2]) }));
}

/** Where a relative import lands, as a path under src with forward slashes; null for packages. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  return relative(SRC, resolve(dirname(file), specifier))
    .split(sep)
    .join("/");
}

interface Edge extends Import {
  from: string;
  to: string;
}

const all: Edge[] = sourceFiles(SRC).flatMap((file) => {
  const from = relative(SRC, file).split(sep).join("/");
  return importsOf(readFileSync(file, "utf8")).flatMap((imp) => {
    const to = target(file, imp.specifier);
    return to === null ? [] : [{ ...imp, from, to }];
  });
});

const inLayer = (path: string, layer: string) => path === layer || path.startsWith(`${layer}/`);
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];
const isTest = (path: string) => /\.test\.ts$/.test(path) || inLayer(path, "test");
const describeEdge = (e: Edge) => `${e.from} imports "${e.specifier}"`;

/** The layer-rule violations of an import, described for the failure message. */
function layerViolation(e: Pick<Edge, "from" | "to" | "typeOnly" | "specifier">): string | null {
  const where = describeEdge(e as Edge);
  const { from, to } = e;
  if (inLayer(from, "db")) {
    if (!inLayer(to, "db")) return `${where}: db/ is the bottom layer and imports nothing of the server above it`;
    return null;
  }
  if (inLayer(from, "core")) {
    if (inLayer(to, "http") || inLayer(to, "modules")) return `${where}: core/ must not import http/ or a module`;
    if (inLayer(to, "db") && !e.typeOnly && to !== "db/errors.js") {
      return `${where}: core/ uses db/ only for types and its error classifiers (db/errors.ts)`;
    }
    if (!inLayer(to, "core") && !inLayer(to, "db") && to !== "config.js") {
      return `${where}: core/ imports only core/, db/ types and the config type`;
    }
    return null;
  }
  if (inLayer(from, "http")) {
    if (inLayer(to, "modules")) return `${where}: http/ must not import a module`;
    return null;
  }
  if (inLayer(from, "mail")) {
    // mail/ composes (the layout) and sends (the mailer); what a mail says lives in its module.
    if (!inLayer(to, "mail") && !inLayer(to, "core")) {
      return `${where}: mail/ imports only core/ (each module's mails.ts holds its own templates)`;
    }
    return null;
  }
  const own = moduleOf(from);
  if (own) {
    if (inLayer(to, "http"))
      return `${where}: a module must not import http/ (guards and limits come through app.deps)`;
    const assembly = ["app.js", "main.js", "web.js", "ssr.js", "page-head.js"].includes(to) || inLayer(to, "seed");
    if (assembly && !isTest(from)) {
      return `${where}: a module must not import the app's assembly (its tests may build an app)`;
    }
    const other = moduleOf(to);
    if (other && other !== own && !ALLOWED[own]?.includes(other)) {
      return `${where}: ${own} → ${other} is not an allowed module edge (docs/decisions/0021-server-kernel.md)`;
    }
  }
  return null;
}

describe("architecture: the server's layers (docs/decisions/0021-server-kernel.md)", () => {
  it("reads the imports of every layer", () => {
    for (const layer of ["core", "db", "http", "modules"]) {
      expect(all.filter((e) => inLayer(e.from, layer)).length, layer).toBeGreaterThan(2);
    }
  });

  it("db/ imports nothing above it (production code)", () => {
    const violations = all
      .filter((e) => inLayer(e.from, "db") && !isTest(e.from))
      .map(layerViolation)
      .filter((v): v is string => v !== null);
    expect(violations).toEqual([]);
  });

  it("core/ imports neither http/ nor a module, and db/ only for types and error classifiers", () => {
    const violations = all
      .filter((e) => inLayer(e.from, "core"))
      .map(layerViolation)
      .filter((v): v is string => v !== null);
    expect(violations).toEqual([]);
  });

  it("http/ imports no module", () => {
    const violations = all
      .filter((e) => inLayer(e.from, "http"))
      .map(layerViolation)
      .filter((v): v is string => v !== null);
    expect(violations).toEqual([]);
  });

  it("mail/ imports only core/: it sits below the modules that write the mails", () => {
    const violations = all
      .filter((e) => inLayer(e.from, "mail"))
      .map(layerViolation)
      .filter((v): v is string => v !== null);
    expect(all.filter((e) => inLayer(e.from, "mail")).length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it("modules import no http/ and other modules only along the allowed edges", () => {
    const violations = all
      .filter((e) => inLayer(e.from, "modules"))
      .map(layerViolation)
      .filter((v): v is string => v !== null);
    expect(violations).toEqual([]);
  });

  it("every allowed edge is used by production code (the list says what is, not what might be)", () => {
    const used = new Set(
      all
        .filter((e) => !isTest(e.from))
        .map((e) => [moduleOf(e.from), moduleOf(e.to)])
        .filter(([a, b]) => a && b && a !== b)
        .map(([a, b]) => `${a} → ${b}`),
    );
    const listed = Object.entries(ALLOWED).flatMap(([from, tos]) => tos.map((to) => `${from} → ${to}`));
    expect(listed.filter((edge) => !used.has(edge))).toEqual([]);
  });

  it("the allowed edges have no cycle", () => {
    const visiting = new Set<string>();
    const reaches = (from: string, goal: string): boolean =>
      (ALLOWED[from] ?? []).some((next) => {
        if (next === goal) return true;
        if (visiting.has(next)) return false;
        visiting.add(next);
        return reaches(next, goal);
      });
    for (const mod of Object.keys(ALLOWED)) {
      visiting.clear();
      expect(reaches(mod, mod), mod).toBe(false);
    }
  });

  it("recognises the import forms and rules it checks", () => {
    const source = [
      'import { a } from "../../core/errors.js";',
      'import type { B } from "../../db/client.js";',
      'export { c } from "./c.js";',
      'export type { D } from "./d.js";',
      'import "./side-effect.js";',
      'const lazy = await import("../catalog/changes.js");',
      'import {\n  e,\n  f,\n} from "../outbox/outbox.js";',
      '// import { hidden } from "../../http/auth.js";',
      '/* import { alsoHidden } from "../../http/auth.js"; */',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { specifier: "../../core/errors.js", typeOnly: false },
      { specifier: "../../db/client.js", typeOnly: true },
      { specifier: "./c.js", typeOnly: false },
      { specifier: "./d.js", typeOnly: true },
      { specifier: "./side-effect.js", typeOnly: false },
      { specifier: "../catalog/changes.js", typeOnly: false },
      { specifier: "../outbox/outbox.js", typeOnly: false },
    ]);
    const check = (from: string, to: string, typeOnly = false) => layerViolation({ from, to, typeOnly, specifier: to });
    expect(check("modules/orders/stock.ts", "modules/catalog/changes.js")).toBeNull();
    expect(check("modules/catalog/search.ts", "modules/orders/stock.js")).toMatch(/not an allowed module edge/);
    expect(check("modules/orders/routes.ts", "http/auth.js")).toMatch(/must not import http/);
    expect(check("http/auth.ts", "modules/auth/repository.js")).toMatch(/http\/ must not import a module/);
    expect(check("core/deps.ts", "db/client.js", true)).toBeNull();
    expect(check("core/deps.ts", "db/client.js")).toMatch(/only for types/);
    expect(check("core/deps.ts", "modules/store-settings/store-settings.js", true)).toMatch(/must not import/);
    expect(check("core/errors.ts", "http/error-handler.js")).toMatch(/must not import http/);
    expect(check("db/client.ts", "modules/orders/idempotency.js")).toMatch(/bottom layer/);
    expect(check("modules/seo/routes.ts", "page-head.js")).toMatch(/assembly/);
    expect(check("modules/outbox/outbox.test.ts", "app.js")).toBeNull();
    expect(check("mail/layout.ts", "core/escape.js")).toBeNull();
    expect(check("mail/layout.ts", "modules/orders/repository.js")).toMatch(/mail\/ imports only core/);
  });
});
