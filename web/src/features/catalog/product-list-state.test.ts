import { describe, expect, it } from "vitest";
import { changeListState, readListState, sortValueOf, writeListState } from "./product-list-state";

const read = (query: string) => readListState(new URLSearchParams(query));

describe("product list URL state", () => {
  it("defaults to page 0 sorted by productId asc", () => {
    expect(read("")).toEqual({
      category: undefined,
      search: undefined,
      page: 0,
      sortBy: "productId",
      sortOrder: "asc",
      minPrice: undefined,
      maxPrice: undefined,
      inStock: false,
      onSale: false,
    });
  });

  it("reads the home page's promotion links: sort=newest and sale=true", () => {
    expect(read("sort=newest")).toMatchObject({ sortBy: "productId", sortOrder: "desc" });
    expect(sortValueOf(read("sort=newest"))).toBe("productId-desc");
    expect(read("sale=true").onSale).toBe(true);
  });

  it("ignores unknown sort fields and non-digit prices", () => {
    expect(read("sortBy=password&sortOrder=sideways")).toMatchObject({ sortBy: "productId", sortOrder: "asc" });
    expect(read("minPrice=-5&maxPrice=abc")).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });

  it("resets the page to 0 on any filter change, but not on a page change", () => {
    const state = read("category=2&page=3");
    expect(changeListState(state, { inStock: true }).page).toBe(0);
    expect(changeListState(state, { page: 4 }).page).toBe(4);
  });

  it("writes a canonical URL without defaults and round-trips", () => {
    const state = read("search=lamp&sale=true&sort=newest&minPrice=10&page=2");
    const params = writeListState(state);
    expect(params.toString()).toBe("search=lamp&sortBy=productId&sortOrder=desc&minPrice=10&onSale=true&page=2");
    expect(readListState(params)).toEqual(state);
    expect(writeListState(read("")).toString()).toBe("");
  });
});
