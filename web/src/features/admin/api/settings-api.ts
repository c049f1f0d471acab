import { type StoreSettings, storeSettingsSchema } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const storeSettingsKey = ["admin", "store-settings"] as const;

/** The settings as stored now (not the copy this page was loaded with). */
export function useStoreSettings() {
  return useQuery({
    queryKey: storeSettingsKey,
    queryFn: ({ signal }) => api.get<StoreSettings>("/public/settings", { signal, schema: storeSettingsSchema }),
  });
}

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoreSettings) =>
      api.put<StoreSettings>("/admin/settings", settings, { schema: storeSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(storeSettingsKey, saved),
  });
}
