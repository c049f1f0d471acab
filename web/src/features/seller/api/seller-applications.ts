import {
  type AdminSellerApplication,
  type Page,
  PAGE_SIZES,
  type SellerApplication,
  type SellerApplicationStatus,
} from "@shop/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { sellerKeys } from "../query-keys";

export type ApplicationFilter = SellerApplicationStatus | "all";

/** GET /admin/seller-applications: newest first, by status (docs/decisions/0047). */
export function getSellerApplications(
  status: ApplicationFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<AdminSellerApplication>> {
  return api.get<Page<AdminSellerApplication>>("/admin/seller-applications", {
    signal,
    query: { pageNumber: page, pageSize: PAGE_SIZES.table, ...(status === "all" ? {} : { status }) },
  });
}

export function useSellerApplications(status: ApplicationFilter, page: number) {
  const user = useSessionUser();
  return useQuery({
    queryKey: sellerKeys.applications(user?.id, status, page),
    queryFn: ({ signal }) => getSellerApplications(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** PUT …/approve (no reason) or …/reject (with one); the list is read again either way. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: ({ applicationId, reason }: { applicationId: number; reason: string | null }) =>
      reason === null
        ? api.put<SellerApplication>(`/admin/seller-applications/${applicationId}/approve`)
        : api.put<SellerApplication>(`/admin/seller-applications/${applicationId}/reject`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...sellerKeys.all(user?.id), "applications"] }),
  });
}
