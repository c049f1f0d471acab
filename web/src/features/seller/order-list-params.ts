/**
 * An orders list's search, filters, sort and page, kept in the URL (a link or a reload shows the same
 * list): `?keyword=&status=&paymentMethod=&paymentStatus=&sellerId=&sellerName=&from=&to=&sort=&page=`, the
 * names of GET /admin/orders and GET /seller/orders (docs/product/api.md §7); `page` counts from 1.
 */
import type { OrderFilters } from "@shop/contract";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export const ORDER_FILTER_NAMES = [
  "keyword",
  "status",
  "paymentMethod",
  "paymentStatus",
  "sellerId",
  "sellerName",
  "from",
  "to",
] as const;
export type OrderFilterName = (typeof ORDER_FILTER_NAMES)[number];
/** The filters as the URL holds them: text, "" for none. */
export type OrderFilterValues = Record<OrderFilterName, string>;

export const ORDER_SORTS = {
  newest: { sortBy: "orderDate", sortOrder: "desc" },
  oldest: { sortBy: "orderDate", sortOrder: "asc" },
  totalDesc: { sortBy: "totalAmount", sortOrder: "desc" },
  totalAsc: { sortBy: "totalAmount", sortOrder: "asc" },
} as const;
export type OrderSort = keyof typeof ORDER_SORTS;

/** What a list asks the server for: the filters given, the sort, the page (from 0). */
export interface OrderListRequest {
  filters: Partial<Record<OrderFilterName, string>>;
  sort: OrderSort;
  page: number;
}

/** The query string of a request (only the filters given), for the API call and the query key. */
export function orderListQueryOf(request: OrderListRequest, pageSize: number): Record<string, string | number> {
  return {
    ...request.filters,
    ...ORDER_SORTS[request.sort],
    pageNumber: request.page,
    pageSize,
  };
}

export function useOrderListParams() {
  const [params, setParams] = useSearchParams();
  const request = useMemo<OrderListRequest>(() => {
    const filters: OrderListRequest["filters"] = {};
    for (const name of ORDER_FILTER_NAMES) {
      const value = params.get(name)?.trim();
      if (value) filters[name] = value;
    }
    const sort = params.get("sort") ?? "";
    const page = Number(params.get("page"));
    return {
      filters,
      sort: sort in ORDER_SORTS ? (sort as OrderSort) : "newest",
      page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    };
  }, [params]);

  /** New filters and sort: back to the first page; a new entry in the history, so Back undoes a search. */
  const setFilters = useCallback(
    (values: Partial<OrderFilterValues>, sort: OrderSort) =>
      setParams((current) => {
        const next = new URLSearchParams();
        const order = current.get("order");
        if (order) next.set("order", order);
        for (const name of ORDER_FILTER_NAMES) {
          const value = values[name]?.trim();
          if (value) next.set(name, value);
        }
        if (sort !== "newest") next.set("sort", sort);
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 0) next.set("page", String(page + 1));
        else next.delete("page");
        return next;
      }),
    [setParams],
  );
  const filtered = Object.keys(request.filters).length > 0;
  return { request, setFilters, setPage, filtered };
}

export type { OrderFilters };
