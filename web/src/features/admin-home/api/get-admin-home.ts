import { type AdminHome, adminHomeSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /admin/home: what needs doing today and the last 30 days against the 30 before (docs/product/api.md). */
export function getAdminHome(signal?: AbortSignal): Promise<AdminHome> {
  return api.get("/admin/home", { signal, schema: adminHomeSchema });
}

export const adminHomeKeys = { home: ["admin-home"] as const };

/** Read afresh whenever the home is opened: its counts change on every other screen. */
export const getAdminHomeQueryOptions = () =>
  queryOptions({ queryKey: adminHomeKeys.home, queryFn: ({ signal }) => getAdminHome(signal), staleTime: 0 });

export function useAdminHome() {
  return useQuery(getAdminHomeQueryOptions());
}
