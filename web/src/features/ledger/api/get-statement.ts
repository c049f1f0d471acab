import { type LedgerPage, PAGE_SIZES } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { ledgerKeys } from "../query-keys";

export interface StatementRange {
  from: string;
  to: string;
}

/** GET /seller/ledger: the caller's balance and a page of their statement, newest first. */
export function getStatement(page: number, range: StatementRange, signal?: AbortSignal): Promise<LedgerPage> {
  return api.get<LedgerPage>("/seller/ledger", {
    signal,
    query: { pageNumber: page, pageSize: PAGE_SIZES.table, from: range.from, to: range.to },
  });
}

export const getStatementQueryOptions = (userId: number | undefined, page: number, range: StatementRange) =>
  queryOptions({
    queryKey: ledgerKeys.statement(userId, page, range.from, range.to),
    queryFn: ({ signal }) => getStatement(page, range, signal),
    placeholderData: keepPreviousData,
  });

export function useStatement(page: number, range: StatementRange) {
  const user = useSessionUser();
  return useQuery(getStatementQueryOptions(user?.id, page, range));
}
