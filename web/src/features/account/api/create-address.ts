import { type Address, type AddressInput, addressSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { addressesQueryKey, getAddresses } from "./get-addresses";

/**
 * POST /addresses. The spec leaves the answer's body open: when it is the address, its id is used;
 * otherwise the list is re-read and the address that was not there before is the new one.
 */
export async function createAddress(input: AddressInput, before: readonly Address[] = []): Promise<Address> {
  const answer = await api.post("/addresses", input);
  const parsed = addressSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const known = new Set(before.map((a) => a.addressId));
  const after = await getAddresses();
  const created = after.filter((a) => !known.has(a.addressId)).sort((a, b) => b.addressId - a.addressId)[0];
  if (!created) throw new Error("The new address could not be found");
  return created;
}

/** Adds the address to the cached book at once (a checkout selects it), then reads the book again. */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const key = addressesQueryKey(user?.id);
  return useMutation({
    mutationFn: (input: AddressInput) => createAddress(input, queryClient.getQueryData<Address[]>(key) ?? []),
    onSuccess: (created) => {
      queryClient.setQueryData<Address[]>(key, (list) =>
        list?.some((a) => a.addressId === created.addressId) ? list : [...(list ?? []), created],
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
