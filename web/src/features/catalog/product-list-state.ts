/**
 * The /products page state lives in the URL (docs/product/storefront.md §2): category, search, page
 * (zero-based), sortBy, sortOrder, and the server-side filters minPrice, maxPrice, inStock, onSale.
 * `option=Name:Value` repeats, one per chosen facet value. Short forms are read here too: the home
 * page's promotion links' `sort=newest` (productId desc) and `sale=true` (onSale), and the sort form's
 * `sort=price-asc` (one of SORT_OPTIONS' values), which is what the list's GET form sends before the
 * app runs (decision 0025).
 */
import { listCategoryParam, PAGE_SIZES, PRODUCT_SORT_FIELDS, SORT_OPTIONS } from "@shop/contract";

export interface ProductListState {
  category?: number;
  search?: string;
  page: number;
  sortBy: string;
  sortOrder: "asc" | "desc";
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  onSale: boolean;
  /** Chosen facet values as `Name:Value`, in the order they were chosen. */
  options: string[];
}

export const DEFAULT_SORT = { sortBy: "productId", sortOrder: "asc" } as const;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** At most this many `option=` values are read (the API's bound). */
const MAX_OPTIONS_IN_URL = 20;

/** `Name:Value` with both parts present; anything else in the URL is ignored. */
function optionValues(params: URLSearchParams): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const raw of params.getAll("option")) {
    const at = raw.indexOf(":");
    if (at <= 0 || raw.slice(at + 1).trim() === "") continue;
    const key = raw.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(raw);
    if (values.length === MAX_OPTIONS_IN_URL) break;
  }
  return values;
}

export function readListState(params: URLSearchParams): ProductListState {
  const sortForm = SORT_OPTIONS.find((option) => option.value === params.get("sort"));
  const sortBy = params.get("sortBy") ?? sortForm?.sortBy;
  const sortOrder = (params.get("sortOrder") ?? sortForm?.sortOrder)?.toLowerCase();
  const newest = params.get("sort") === "newest";
  const search = params.get("search")?.trim();
  return {
    category: listCategoryParam(params.get("category")),
    search: search ? search : undefined,
    page: positiveInt(params.get("page")) ?? 0,
    sortBy:
      sortBy && (PRODUCT_SORT_FIELDS as readonly string[]).includes(sortBy)
        ? sortBy
        : newest
          ? "productId"
          : DEFAULT_SORT.sortBy,
    sortOrder: sortOrder === "asc" || sortOrder === "desc" ? sortOrder : newest ? "desc" : DEFAULT_SORT.sortOrder,
    minPrice: positiveInt(params.get("minPrice")),
    maxPrice: positiveInt(params.get("maxPrice")),
    inStock: params.get("inStock") === "true",
    onSale: params.get("onSale") === "true" || params.get("sale") === "true",
    options: optionValues(params),
  };
}

/** The canonical query string of a state; defaults are left out so links stay short. */
export function writeListState(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.category !== undefined) params.set("category", String(state.category));
  if (state.sortBy !== DEFAULT_SORT.sortBy || state.sortOrder !== DEFAULT_SORT.sortOrder) {
    params.set("sortBy", state.sortBy);
    params.set("sortOrder", state.sortOrder);
  }
  if (state.minPrice !== undefined) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice !== undefined) params.set("maxPrice", String(state.maxPrice));
  if (state.inStock) params.set("inStock", "true");
  if (state.onSale) params.set("onSale", "true");
  for (const option of state.options) params.append("option", option);
  if (state.page > 0) params.set("page", String(state.page));
  return params;
}

/** Applies a change; any change other than the page itself goes back to page 0. */
export function changeListState(state: ProductListState, change: Partial<ProductListState>): ProductListState {
  const next = { ...state, ...change };
  if (!("page" in change)) next.page = 0;
  return next;
}

export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

/** The sort dropdown's value for a state ("productId-asc" when the URL asks for something unlisted). */
export function sortValueOf(state: Pick<ProductListState, "sortBy" | "sortOrder">): SortValue {
  const value = `${state.sortBy}-${state.sortOrder}`;
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? "productId-asc";
}

/** The URL of a list state: what its links point to and what the app navigates to. */
export function listHref(state: ProductListState): string {
  const query = writeListState(state).toString();
  return query ? `/products?${query}` : "/products";
}

/** Whether a facet value (`Name:Value`) is chosen; names and values compare without case, as the API does. */
export function isOptionChosen(state: Pick<ProductListState, "options">, token: string): boolean {
  const key = token.toLowerCase();
  return state.options.some((option) => option.toLowerCase() === key);
}

/** The state with a facet value chosen or no longer chosen. */
export function toggleOption(state: ProductListState, token: string, chosen: boolean): ProductListState {
  const others = state.options.filter((option) => option.toLowerCase() !== token.toLowerCase());
  return changeListState(state, { options: chosen ? [...others, token] : others });
}

/** The state without any filter (category, price, availability, facets); the search and the sort stay. */
export function withoutFilters(state: ProductListState): ProductListState {
  return {
    ...state,
    category: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    inStock: false,
    onSale: false,
    options: [],
    page: 0,
  };
}

/** How many filters are set: category, price range (min and/or max counts once), In Stock, On Sale, each facet value. */
export function activeFilterCount(state: ProductListState): number {
  return (
    state.options.length +
    (state.category !== undefined ? 1 : 0) +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    (state.inStock ? 1 : 0) +
    (state.onSale ? 1 : 0)
  );
}

export function hasActiveFilters(state: ProductListState): boolean {
  return activeFilterCount(state) > 0;
}

/** The list's request for its page of products. */
export function productListParams(state: ProductListState) {
  return {
    pageNumber: state.page,
    pageSize: PAGE_SIZES.productList,
    // "Price" sorts by what the shopper pays, so the grid reads in order even with discounts.
    sortBy: state.sortBy === "price" ? "specialPrice" : state.sortBy,
    sortOrder: state.sortOrder,
    keyword: state.search,
    categoryId: state.category,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    inStock: state.inStock,
    onSale: state.onSale,
    option: state.options.length > 0 ? state.options : undefined,
  };
}
