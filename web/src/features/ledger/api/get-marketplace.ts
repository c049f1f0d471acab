import type { MarketplaceSettings, MarketplaceSettingsInput } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { ledgerKeys } from "../query-keys";

/** GET /admin/marketplace: the default commission and who collects cash on delivery. */
export function getMarketplace(signal?: AbortSignal): Promise<MarketplaceSettings> {
  return api.get<MarketplaceSettings>("/admin/marketplace", { signal });
}

/** PUT /admin/marketplace: the terms as saved (orders placed afterwards use them). */
export function saveMarketplace(settings: MarketplaceSettingsInput): Promise<MarketplaceSettings> {
  return api.put<MarketplaceSettings>("/admin/marketplace", settings);
}

export const getMarketplaceQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: ledgerKeys.marketplace(userId), queryFn: ({ signal }) => getMarketplace(signal) });

export function useMarketplace() {
  const user = useSessionUser();
  return useQuery(getMarketplaceQueryOptions(user?.id));
}

/** Saving the terms changes the default rate, so the sellers' effective rates are read again. */
export function useSaveMarketplace() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: saveMarketplace,
    onSuccess: (saved) => {
      queryClient.setQueryData(ledgerKeys.marketplace(user?.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...ledgerKeys.all(user?.id), "sellers"] });
    },
  });
}
