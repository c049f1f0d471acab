/** What the catalog pages' tests share: products and pages as the API answers them, and a fetch stub by path. */
import type { Page, Product } from "@shop/contract";
import { afterEach, beforeEach, vi } from "vitest";

export function product(productId: number, overrides: Partial<Product> = {}): Product {
  return {
    productId,
    productName: `Product ${productId}`,
    description: "A fine thing",
    image: "default.png",
    price: 20,
    discount: 0,
    specialPrice: 20,
    quantity: 5,
    categoryId: 1,
    category: { categoryId: 1, categoryName: "Electronics" },
    sellerId: 1,
    sellerName: "seller1",
    averageRating: null,
    reviewCount: 0,
    options: [],
    variantCount: 1,
    priceVaries: false,
    ...overrides,
  };
}

export function page<T>(content: T[], totalPages = 1): Page<T> {
  return { content, pageNumber: 0, pageSize: 12, totalElements: content.length, totalPages, lastPage: true };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const categories = page([
  { categoryId: 1, categoryName: "Electronics" },
  { categoryId: 2, categoryName: "Fashion" },
]);

export const fetchMock = vi.fn<typeof fetch>();

/** Puts fetchMock in place of fetch for each test of the calling file. */
export function stubFetch() {
  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
}

export function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://shop.test");
    for (const [prefix, respond] of Object.entries(routes)) {
      if (url.pathname === prefix) return respond();
    }
    return json(404, { message: "Not found", code: "NOT_FOUND" });
  });
}

export const requestedUrls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://shop.test"));
