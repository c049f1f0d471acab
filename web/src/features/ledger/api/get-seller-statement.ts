import { type LedgerPage, PAGE_SIZES } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { ledgerKeys } from "../query-keys";

/** GET /admin/sellers/{id}/ledger: a seller's balance and a page of their statement, newest first. */
export function getSellerStatement(sellerId: number, page: number, signal?: AbortSignal): Promise<LedgerPage> {
  return api.get<LedgerPage>(`/admin/sellers/${sellerId}/ledger`, {
    signal,
    query: { pageNumber: page, pageSize: PAGE_SIZES.table },
  });
}

export const getSellerStatementQueryOptions = (userId: number | undefined, sellerId: number, page: number) =>
  queryOptions({
    queryKey: ledgerKeys.sellerStatement(userId, sellerId, page),
    queryFn: ({ signal }) => getSellerStatement(sellerId, page, signal),
    placeholderData: keepPreviousData,
  });

/** The statement of `sellerId` (none asked for while it is null). */
export function useSellerStatement(sellerId: number | null, page: number) {
  const user = useSessionUser();
  return useQuery({ ...getSellerStatementQueryOptions(user?.id, sellerId ?? 0, page), enabled: sellerId !== null });
}
