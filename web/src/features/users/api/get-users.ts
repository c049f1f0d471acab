import { type AdminUser, type Page, PAGE_SIZES } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /admin/users: one page of accounts, narrowed by a keyword (username or email). */
export function getUsers(pageNumber: number, keyword: string, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return api.get<Page<AdminUser>>("/admin/users", {
    signal,
    query: { pageNumber, pageSize: PAGE_SIZES.table, keyword: keyword || undefined },
  });
}

export const userKeys = {
  all: ["users"] as const,
  page: (page: number, keyword: string) => ["users", page, keyword] as const,
};

/** One page of users; the previous page stays on screen while the next one loads. */
export const getUsersQueryOptions = (page: number, keyword: string) =>
  queryOptions({
    queryKey: userKeys.page(page, keyword),
    queryFn: ({ signal }) => getUsers(page, keyword, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(page: number, keyword: string) {
  return useQuery(getUsersQueryOptions(page, keyword));
}
