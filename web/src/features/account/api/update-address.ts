import type { AddressInput } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { addressesQueryKey } from "./get-addresses";

/** PUT /addresses/{id}. */
export function updateAddress(addressId: number, input: AddressInput): Promise<unknown> {
  return api.put(`/addresses/${addressId}`, input);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: ({ addressId, input }: { addressId: number; input: AddressInput }) => updateAddress(addressId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(user?.id) }),
  });
}
