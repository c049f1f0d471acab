/**
 * The feature boundaries of docs/decisions/0003-feature-boundaries.md, checked on the source:
 * imports flow shared (components, lib) → features → app, test helpers (src/test) use no feature; a
 * feature uses another only through its index, and only along the allowed order below. Features are
 * cut by domain with the server's module names; catalog/manage (product and category management) is
 * part of the catalog.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The features: named like the server's modules, plus the shopper's own flows over several of them. */
const FEATURES = {
  serverModules: [
    "admin-home",
    "auth",
    "cart",
    "catalog",
    "ledger",
    "newsletter",
    "outbox",
    "pages",
    "promotions",
    "returns",
    "reviews",
    "seller",
    "setup",
    "shipping-zones",
    "store-settings",
    "users",
  ],
  /** The account (profile, addresses, orders) and the checkout (cart, addresses, orders). */
  shopperFlows: ["account", "checkout"],
} as const;

/** Which features a feature may use (through their index). Nothing else crosses between features. */
const ALLOWED: Record<string, readonly string[]> = {
  account: ["returns"],
  "admin-home": ["setup"],
  catalog: ["cart", "newsletter", "reviews", "setup"],
  checkout: ["cart", "account"],
  seller: ["catalog", "ledger", "promotions", "returns"],
};

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static `from "…"`, side-effect `import "…"` and dynamic `import("…")` specifiers, comments left out. */
function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] as string);
}

/** Where a relative import lands, as a path under src with forward slashes; null for packages. */
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  return relative(SRC, resolve(dirname(file), specifier))
    .split(sep)
    .join("/");
}

const featureOf = (path: string) => /^features\/([^/]+)(?:\/(.*))?$/.exec(path);
const inLayer = (path: string, layer: string) => path === layer || path.startsWith(`${layer}/`);

interface Edge {
  from: string;
  specifier: string;
  to: string;
}

function edges(dir: string): Edge[] {
  return sourceFiles(join(SRC, dir)).flatMap((file) => {
    const from = relative(SRC, file).split(sep).join("/");
    return importSpecifiers(readFileSync(file, "utf8")).flatMap((specifier) => {
      const to = target(file, specifier);
      return to === null ? [] : [{ from, specifier, to }];
    });
  });
}

/** The feature-boundary violations of the import `edge`, described for the failure message. */
function featureViolation({ from, specifier, to }: Edge): string | null {
  const own = featureOf(from)?.[1];
  const where = `${from} imports "${specifier}"`;
  if (inLayer(to, "app")) return `${where}: a feature must not import from src/app`;
  const other = featureOf(to);
  if (!own || !other || other[1] === own) return null;
  const name = other[1] as string;
  const rest = (other[2] ?? "").replace(/\.tsx?$/, "");
  if (!ALLOWED[own]?.includes(name)) return `${where}: ${own} → ${name} is not an allowed feature dependency`;
  if (rest !== "" && rest !== "index") return `${where}: use features/${name} only through its index`;
  return null;
}

describe("architecture: feature boundaries (docs/decisions/0003-feature-boundaries.md)", () => {
  it("has the features of the decision, none named after a role but the server's seller module", () => {
    const present = readdirSync(join(SRC, "features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(present).toEqual([...FEATURES.serverModules, ...FEATURES.shopperFlows].sort());
  });

  it("the storefront's catalog code does not load product management (only the index hands it on)", () => {
    const violations = edges("features/catalog")
      .filter(({ from }) => !inLayer(from, "features/catalog/manage") && from !== "features/catalog/index.ts")
      .filter(({ to }) => inLayer(to, "features/catalog/manage"))
      .map(({ from, specifier }) => `${from} imports "${specifier}": the storefront must not load catalog/manage`);
    expect(violations).toEqual([]);
  });

  it("features import no app code, other features only by index, and only along the allowed order", () => {
    const all = edges("features");
    expect(all.length).toBeGreaterThan(100);
    const violations = all.map(featureViolation).filter((v): v is string => v !== null);
    expect(violations).toEqual([]);
  });

  it("shared code (src/lib, src/components) imports neither features nor app", () => {
    const all = [...edges("lib"), ...edges("components")];
    expect(all.length).toBeGreaterThan(20);
    const violations = all
      .filter(({ to }) => inLayer(to, "features") || inLayer(to, "app"))
      .map(({ from, specifier }) => `${from} imports "${specifier}": shared code must not depend on features or app`);
    expect(violations).toEqual([]);
  });

  it("test helpers (src/test) import no feature", () => {
    const all = edges("test");
    expect(all.length).toBeGreaterThan(3);
    const violations = all
      .filter(({ to }) => inLayer(to, "features"))
      .map(({ from, specifier }) => `${from} imports "${specifier}": test helpers must not depend on a feature`);
    expect(violations).toEqual([]);
  });

  it("the allowed order between features has no cycle", () => {
    const visiting = new Set<string>();
    const reaches = (from: string, goal: string): boolean =>
      (ALLOWED[from] ?? []).some((next) => {
        if (next === goal) return true;
        if (visiting.has(next)) return false;
        visiting.add(next);
        return reaches(next, goal);
      });
    for (const feature of Object.keys(ALLOWED)) {
      visiting.clear();
      expect(reaches(feature, feature), feature).toBe(false);
    }
  });

  it("recognises the import forms it checks", () => {
    const source = [
      'import { a } from "../../cart";',
      'import type { B } from "../../account/index";',
      'export { c } from "./c";',
      'import "./side-effect.css";',
      'const Page = lazy(() => import("../pages/Page"));',
      '// import { hidden } from "../../seller";',
      '/* import { alsoHidden } from "../../admin"; */',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "../../cart",
      "../../account/index",
      "./c",
      "./side-effect.css",
      "../pages/Page",
    ]);
    const edge = (from: string, specifier: string) => {
      const file = join(SRC, from);
      return featureViolation({ from, specifier, to: target(file, specifier) as string });
    };
    expect(edge("features/catalog/pages/X.tsx", "../../cart")).toBeNull();
    expect(edge("features/checkout/pages/X.tsx", "../../account/index")).toBeNull();
    expect(edge("features/catalog/pages/X.tsx", "../../cart/use-cart")).toMatch(/only through its index/);
    expect(edge("features/cart/X.ts", "../catalog")).toMatch(/not an allowed/);
    expect(edge("features/users/pages/X.tsx", "../../seller/components/Y")).toMatch(/not an allowed/);
    expect(edge("features/seller/pages/X.tsx", "../../catalog")).toBeNull();
    expect(edge("features/seller/pages/X.tsx", "../../catalog/manage/components/Y")).toMatch(/only through its index/);
    // catalog/manage is the catalog: it uses the cart as the catalog may, and the seller as it may not.
    expect(edge("features/catalog/manage/components/X.tsx", "../../../cart")).toBeNull();
    expect(edge("features/catalog/manage/components/X.tsx", "../../../seller")).toMatch(/not an allowed/);
    expect(edge("features/catalog/manage/components/X.tsx", "../../api/get-product")).toBeNull();
    expect(edge("features/auth/pages/X.tsx", "../../../app/routes")).toMatch(/must not import from src\/app/);
  });
});
