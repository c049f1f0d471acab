import { isPagePath, PAGE_PATHS } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";

describe("the route table", () => {
  it("has exactly the pages the server answers with 200 (the rest get 404)", () => {
    const paths = routes
      .flatMap((layout) => layout.children ?? [])
      .map((r) => r.path)
      .filter((p) => p !== "*");
    expect([...paths].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it("matches page paths with their parameters only", () => {
    expect(isPagePath("/products/12")).toBe(true);
    expect(isPagePath("/products/12/")).toBe(true);
    expect(isPagePath("/products/12/extra")).toBe(false);
    expect(isPagePath("/nowhere")).toBe(false);
    expect(isPagePath("/admin")).toBe(true);
    expect(isPagePath("/admin/nowhere")).toBe(false);
  });
});
