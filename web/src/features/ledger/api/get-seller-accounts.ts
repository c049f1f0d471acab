import { type Page, PAGE_SIZES, type SellerAccount } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { ledgerKeys, type SellerAccountsQuery } from "../query-keys";

/** GET /admin/sellers: sellers with their rate in force and balance (positive: the shop owes them). */
export function getSellerAccounts(query: SellerAccountsQuery, signal?: AbortSignal): Promise<Page<SellerAccount>> {
  return api.get<Page<SellerAccount>>("/admin/sellers", {
    signal,
    query: {
      pageNumber: query.page,
      pageSize: PAGE_SIZES.table,
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      balance: query.balance,
    },
  });
}

export const getSellerAccountsQueryOptions = (userId: number | undefined, query: SellerAccountsQuery) =>
  queryOptions({
    queryKey: ledgerKeys.sellers(userId, query),
    queryFn: ({ signal }) => getSellerAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSellerAccounts(query: SellerAccountsQuery) {
  const user = useSessionUser();
  return useQuery(getSellerAccountsQueryOptions(user?.id, query));
}
