import { type StoreSettings, storeSettingsSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /public/settings: the settings as stored now (not the copy this page was loaded with). */
export function getStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return api.get("/public/settings", { signal, schema: storeSettingsSchema });
}

export const storeSettingsKey = ["store-settings"] as const;

export const getStoreSettingsQueryOptions = () =>
  queryOptions({ queryKey: storeSettingsKey, queryFn: ({ signal }) => getStoreSettings(signal) });

export function useStoreSettings() {
  return useQuery(getStoreSettingsQueryOptions());
}
