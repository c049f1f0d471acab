import { type ShippingZone, type ShippingZones, shippingZoneSchema } from "@shop/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

const zonesAnswer = z.array(shippingZoneSchema);
export const shippingZonesKey = ["shipping-zones"] as const;

/** GET /admin/shipping-zones: the zones as stored now. */
export function getShippingZones(signal?: AbortSignal): Promise<ShippingZone[]> {
  return api.get("/admin/shipping-zones", { signal, schema: zonesAnswer });
}

export function useShippingZones() {
  return useQuery(queryOptions({ queryKey: shippingZonesKey, queryFn: ({ signal }) => getShippingZones(signal) }));
}

/** PUT /admin/shipping-zones: the whole list, as saved. */
export function useSaveShippingZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zones: ShippingZones) => api.put("/admin/shipping-zones", zones, { schema: zonesAnswer }),
    onSuccess: (saved) => queryClient.setQueryData(shippingZonesKey, saved),
  });
}
