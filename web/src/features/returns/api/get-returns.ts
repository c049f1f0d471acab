import { type Page, PAGE_SIZES, type Return, type ReturnStatus } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { type ReturnsTree, returnKeys, returnsPath } from "../query-keys";

/** GET /seller/returns or /admin/returns: a page of returns, newest first, by status when given. */
export function getReturns(
  tree: ReturnsTree,
  page: number,
  status: ReturnStatus | "",
  signal?: AbortSignal,
): Promise<Page<Return>> {
  return api.get<Page<Return>>(returnsPath(tree), {
    signal,
    query: { pageNumber: page, pageSize: PAGE_SIZES.table, status: status || undefined },
  });
}

export const getReturnsQueryOptions = (
  userId: number | undefined,
  tree: ReturnsTree,
  page: number,
  status: ReturnStatus | "",
) =>
  queryOptions({
    queryKey: returnKeys.list(userId, tree, page, status),
    queryFn: ({ signal }) => getReturns(tree, page, status, signal),
    placeholderData: keepPreviousData,
  });

export function useReturns(tree: ReturnsTree, page: number, status: ReturnStatus | "") {
  const user = useSessionUser();
  return useQuery(getReturnsQueryOptions(user?.id, tree, page, status));
}
