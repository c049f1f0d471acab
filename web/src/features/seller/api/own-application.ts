import type { SellerApplication, SellerApplicationInput } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/current-user";
import { useSessionUser } from "../../../lib/session";
import { sellerKeys } from "../query-keys";

/** GET /seller/application: the caller's newest application, or null when they never applied (404). */
export async function getOwnApplication(signal?: AbortSignal): Promise<SellerApplication | null> {
  try {
    return await api.get<SellerApplication>("/seller/application", { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useOwnApplication() {
  const user = useSessionUser();
  return useQuery({
    queryKey: sellerKeys.ownApplication(user?.id),
    queryFn: ({ signal }) => getOwnApplication(signal),
    enabled: user !== null,
  });
}

/**
 * POST /seller/application (docs/decisions/0047). The answer is the page's new state; an application
 * approved at once gives the account the seller role, so the session's roles are read again.
 */
export function useApplyToSell() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: (input: SellerApplicationInput) => api.post<SellerApplication>("/seller/application", input),
    onSuccess: (application) => {
      queryClient.setQueryData(sellerKeys.ownApplication(user?.id), application);
      if (application.status === "approved") void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
