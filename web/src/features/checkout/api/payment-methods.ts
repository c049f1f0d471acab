import type { PaymentMethod, StoreSettings } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useShopSettings } from "../../../lib/shop-settings";

/**
 * How the shop takes payment now (GET /public/settings' `paymentMethods`, docs/decisions/0050): read
 * when the checkout opens, since the page's settings are cached with the page; cash on delivery
 * alone when the answer has none (a shop without Stripe's keys) or until it comes.
 */
export function usePaymentMethods(): PaymentMethod[] {
  const page = useShopSettings().paymentMethods;
  const read = useQuery({
    queryKey: ["checkout", "payment-methods"],
    queryFn: ({ signal }) => api.get<StoreSettings>("/public/settings", { signal }),
    staleTime: 60_000,
  });
  return read.data?.paymentMethods ?? page ?? ["cash"];
}
