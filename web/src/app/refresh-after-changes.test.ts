/**
 * What a change refreshes across features: product management (catalog/manage) and the seller's
 * dashboard keep their own query keys, and a change on either side still invalidates the queries it
 * did when one `["seller", userId]` key covered them all: a saved product refreshes the seller's
 * stats, sales and orders, and an order's new status refreshes the product lists and checks.
 */
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { getCategoriesQueryOptions } from "../features/catalog/api/get-categories";
import { getProductQueryOptions } from "../features/catalog/api/get-product";
import { getFormCategoriesQueryOptions } from "../features/catalog/manage/api/get-form-categories";
import { getManagedCategoriesQueryOptions } from "../features/catalog/manage/api/get-managed-categories";
import { getManagedProductsQueryOptions } from "../features/catalog/manage/api/get-managed-products";
import { getProductGalleryQueryOptions } from "../features/catalog/manage/api/get-product-gallery";
import { getProductToEditQueryOptions } from "../features/catalog/manage/api/get-product-to-edit";
import { managedProductKeys, refreshCategories, refreshManagedProducts } from "../features/catalog/manage/query-keys";
import { getSellerDashboardQueryOptions } from "../features/seller/api/get-seller-dashboard";
import { getSellerOrderQueryOptions } from "../features/seller/api/get-seller-order";
import { getSellerOrdersQueryOptions } from "../features/seller/api/get-seller-orders";
import { getSellerStatsQueryOptions } from "../features/seller/api/get-seller-stats";
import { refreshSellerData } from "../features/seller/query-keys";

const me = 7;
const someoneElse = 8;

/** The queries the seller and admin screens create, cached without observers (nothing refetches). */
function cacheWithEveryScreen() {
  const client = new QueryClient();
  const named: [string, { queryKey: QueryKey; meta?: Record<string, unknown> }][] = [
    ["my products", getManagedProductsQueryOptions(me, "seller", 0)],
    ["all products (admin)", getManagedProductsQueryOptions(me, "admin", 2)],
    ["product to edit", getProductToEditQueryOptions(me, 5)],
    ["permissions", { queryKey: [...managedProductKeys.permissions(me, 5), false] }],
    ["stats", getSellerStatsQueryOptions(me)],
    ["sales overview", getSellerDashboardQueryOptions(me, 30)],
    ["orders", getSellerOrdersQueryOptions(me, 1, 10)],
    ["recent orders", getSellerOrdersQueryOptions(me, 0, 5)],
    ["order details", getSellerOrderQueryOptions(12)],
    ["gallery", getProductGalleryQueryOptions(5)],
    ["form categories", getFormCategoriesQueryOptions()],
    ["managed categories", getManagedCategoriesQueryOptions(0)],
    ["storefront categories", getCategoriesQueryOptions({ pageSize: 8 })],
    ["storefront product", getProductQueryOptions(5)],
    ["someone else's stats", getSellerStatsQueryOptions(someoneElse)],
    ["someone else's products", getManagedProductsQueryOptions(someoneElse, "seller", 0)],
  ];
  for (const [, options] of named) client.getQueryCache().build(client, options).setData({});
  const invalidated = () =>
    named
      .filter(([, { queryKey }]) => client.getQueryCache().find({ queryKey, exact: true })?.state.isInvalidated)
      .map(([name]) => name);
  return { client, invalidated };
}

/** What `["seller", me]` covered before product management and the seller's keys were split. */
const SELLER_SCREENS = [
  "my products",
  "all products (admin)",
  "product to edit",
  "permissions",
  "stats",
  "sales overview",
  "orders",
  "recent orders",
];

describe("refreshing after a change", () => {
  it("a product change refreshes the product lists and checks and the seller's stats, sales and orders", async () => {
    const { client, invalidated } = cacheWithEveryScreen();
    await refreshManagedProducts(client, me);
    expect(invalidated()).toEqual(SELLER_SCREENS);
  });

  it("an order's new status refreshes the same queries", async () => {
    const { client, invalidated } = cacheWithEveryScreen();
    await refreshSellerData(client, me);
    expect(invalidated()).toEqual(SELLER_SCREENS);
  });

  it("a category change refreshes every category list", async () => {
    const { client, invalidated } = cacheWithEveryScreen();
    await refreshCategories(client);
    expect(invalidated()).toEqual(["form categories", "managed categories", "storefront categories"]);
  });
});
