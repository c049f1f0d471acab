import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  changeListState,
  isOptionChosen,
  listHref,
  readListState,
  sortValueOf,
  toggleOption,
  withoutFilters,
  writeListState,
} from "./product-list-state";

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
      options: [],
    });
  });

  it("reads the sort form's sort=price-asc like sortBy=price&sortOrder=asc", () => {
    expect(read("sort=price-asc")).toMatchObject({ sortBy: "price", sortOrder: "asc" });
    expect(writeListState(read("category=2&sort=price-desc")).toString()).toBe(
      "category=2&sortBy=price&sortOrder=desc",
    );
    expect(read("sort=sideways")).toMatchObject({ sortBy: "productId", sortOrder: "asc" });
  });

  it("reads repeated option=Name:Value, ignores malformed ones and repeats, and writes them back", () => {
    const state = read("option=Size:M&option=Color:Blue&option=size:m&option=Size&option=:L&option=Fit:");
    expect(state.options).toEqual(["Size:M", "Color:Blue"]);
    expect(writeListState(state).toString()).toBe("option=Size%3AM&option=Color%3ABlue");
    expect(listHref(toggleOption(state, "size:M", false))).toBe("/products?option=Color%3ABlue");
    expect(toggleOption({ ...state, page: 3 }, "Size:L", true)).toMatchObject({
      options: ["Size:M", "Color:Blue", "Size:L"],
      page: 0,
    });
    expect(isOptionChosen(state, "color:blue")).toBe(true);
    expect(activeFilterCount(state)).toBe(2);
  });

  it("makes the links of a list: the page, and the list without filters", () => {
    const state = read("search=lamp&category=2&sortBy=price&sortOrder=asc&inStock=true&option=Size:M&page=1");
    expect(listHref({ ...state, page: 2 })).toBe(
      "/products?search=lamp&category=2&sortBy=price&sortOrder=asc&inStock=true&option=Size%3AM&page=2",
    );
    expect(listHref(withoutFilters(state))).toBe("/products?search=lamp&sortBy=price&sortOrder=asc");
    expect(listHref(read(""))).toBe("/products");
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
