import { type Page, PAGE_SIZES, type SellerOrder } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { readsManagedProducts } from "../../catalog";
import { type OrderListRequest, orderListQueryOf } from "../order-list-params";
import { sellerKeys } from "../query-keys";

/** The list as it opens: every order, newest first. */
const EVERY_ORDER: Pick<OrderListRequest, "filters" | "sort"> = { filters: {}, sort: "newest" };

/** GET /seller/orders: the orders with the seller's products (their lines only), searched and filtered. */
export function getSellerOrders(
  pageNumber: number,
  pageSize: number,
  list: Pick<OrderListRequest, "filters" | "sort"> = EVERY_ORDER,
  signal?: AbortSignal,
): Promise<Page<SellerOrder>> {
  return api.get<Page<SellerOrder>>("/seller/orders", {
    signal,
    query: orderListQueryOf({ ...list, page: pageNumber }, pageSize),
  });
}

/** The previous page stays on screen while the next one loads. */
export const getSellerOrdersQueryOptions = (
  userId: number | undefined,
  page: number,
  size: number,
  list: Pick<OrderListRequest, "filters" | "sort"> = EVERY_ORDER,
) =>
  queryOptions({
    queryKey: [...sellerKeys.orders(userId, page, size), list] as const,
    queryFn: ({ signal }) => getSellerOrders(page, size, list, signal),
    placeholderData: keepPreviousData,
    meta: readsManagedProducts(userId),
  });

export function useSellerOrders(
  page: number,
  size: number = PAGE_SIZES.table,
  list: Pick<OrderListRequest, "filters" | "sort"> = EVERY_ORDER,
) {
  const user = useSessionUser();
  return useQuery(getSellerOrdersQueryOptions(user?.id, page, size, list));
}
