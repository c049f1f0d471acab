import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { addressesQueryKey } from "./get-addresses";

/** DELETE /addresses/{id}. */
export function deleteAddress(addressId: number): Promise<unknown> {
  return api.delete(`/addresses/${addressId}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(user?.id) }),
  });
}
