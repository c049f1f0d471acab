import { type SetupChecklist, setupChecklistSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /admin/setup: the "get your shop ready" checklist, each item read from the shop's data (docs/product/api.md §9). */
export function getSetupChecklist(signal?: AbortSignal): Promise<SetupChecklist> {
  return api.get("/admin/setup", { signal, schema: setupChecklistSchema });
}

export const setupKeys = { checklist: ["setup", "checklist"] as const };

/** Read afresh whenever it is shown: the steps are done on other screens. */
export const getSetupChecklistQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.checklist, queryFn: ({ signal }) => getSetupChecklist(signal), staleTime: 0 });

export function useSetupChecklist() {
  return useQuery(getSetupChecklistQueryOptions());
}
