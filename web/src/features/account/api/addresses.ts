import { type Address, type AddressInput, addressSchema } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";

const addressList = z.array(addressSchema);

/** Per user, so that an account switch never shows another account's addresses. */
export const addressesQueryKey = (userId: number | undefined) => ["addresses", userId ?? null] as const;

export function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get("/users/addresses", { signal, schema: addressList });
}

export function useAddresses() {
  const user = useSessionUser();
  return useQuery({
    queryKey: addressesQueryKey(user?.id),
    queryFn: ({ signal }) => fetchAddresses(signal),
    enabled: user !== null,
  });
}

/**
 * POST /addresses. The spec leaves the answer's body open: when it is the address, its id is used;
 * otherwise the list is re-read and the address that was not there before is the new one.
 */
export async function createAddress(input: AddressInput, before: readonly Address[] = []): Promise<Address> {
  const answer = await api.post("/addresses", input);
  const parsed = addressSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const known = new Set(before.map((a) => a.addressId));
  const after = await fetchAddresses();
  const created = after.filter((a) => !known.has(a.addressId)).sort((a, b) => b.addressId - a.addressId)[0];
  if (!created) throw new Error("The new address could not be found");
  return created;
}

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

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: ({ addressId, input }: { addressId: number; input: AddressInput }) =>
      api.put(`/addresses/${addressId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(user?.id) }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: (addressId: number) => api.delete(`/addresses/${addressId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(user?.id) }),
  });
}
