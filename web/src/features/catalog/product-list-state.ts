/**
 * The /products page state lives in the URL (docs/product/storefront.md §2): category, search, page
 * (zero-based), sortBy, sortOrder, and the server-side filters minPrice, maxPrice, inStock, onSale.
 * The home page's promotion links use two short forms that are read here too:
 * `sort=newest` (productId desc) and `sale=true` (onSale).
 */
import { listCategoryParam, PRODUCT_SORT_FIELDS, SORT_OPTIONS } from "@shop/contract";

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
}

export const DEFAULT_SORT = { sortBy: "productId", sortOrder: "asc" } as const;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

export function readListState(params: URLSearchParams): ProductListState {
  const sortBy = params.get("sortBy");
  const sortOrder = params.get("sortOrder")?.toLowerCase();
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

/** How many filters are set: category, price range (min and/or max counts once), In Stock, On Sale. */
export function activeFilterCount(state: ProductListState): number {
  return (
    (state.category !== undefined ? 1 : 0) +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    (state.inStock ? 1 : 0) +
    (state.onSale ? 1 : 0)
  );
}

export function hasActiveFilters(state: ProductListState): boolean {
  return activeFilterCount(state) > 0;
}
