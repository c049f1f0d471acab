import type { PaymentSettings, PaymentSettingsInput } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { ledgerKeys } from "../query-keys";

/** GET /admin/payments: card and cash on delivery on or off, and the payout hold (docs/decisions/0050). */
export function usePaymentSettings() {
  const user = useSessionUser();
  return useQuery({
    queryKey: [...ledgerKeys.all(user?.id), "payments"],
    queryFn: ({ signal }) => api.get<PaymentSettings>("/admin/payments", { signal }),
  });
}

/** PUT /admin/payments: the settings as saved. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: (input: PaymentSettingsInput) => api.put<PaymentSettings>("/admin/payments", input),
    onSuccess: (saved) => queryClient.setQueryData([...ledgerKeys.all(user?.id), "payments"], saved),
  });
}
