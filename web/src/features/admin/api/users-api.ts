import type { AdminUser, Page, Role } from "@shop/contract";
import { PAGE_SIZES } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const adminUserKeys = {
  all: ["admin", "users"] as const,
  page: (page: number, keyword: string) => ["admin", "users", page, keyword] as const,
};

export function fetchUsers(pageNumber: number, keyword: string, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return api.get<Page<AdminUser>>("/admin/users", {
    signal,
    query: { pageNumber, pageSize: PAGE_SIZES.table, keyword: keyword || undefined },
  });
}

export const setUserRoles = (userId: number, roles: Role[]) =>
  api.put<AdminUser>(`/admin/users/${userId}/roles`, { roles });

export function useUsers(page: number, keyword: string) {
  return useQuery({
    queryKey: adminUserKeys.page(page, keyword),
    queryFn: ({ signal }) => fetchUsers(page, keyword, signal),
    placeholderData: keepPreviousData,
  });
}
