import { type StoreSettings, type StoreSettingsInput, storeSettingsSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { storeSettingsKey } from "./get-store-settings";

/** PUT /admin/settings: the settings as saved. */
export function saveStoreSettings(settings: StoreSettingsInput): Promise<StoreSettings> {
  return api.put("/admin/settings", settings, { schema: storeSettingsSchema });
}

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoreSettings,
    onSuccess: (saved) => queryClient.setQueryData(storeSettingsKey, saved),
  });
}
