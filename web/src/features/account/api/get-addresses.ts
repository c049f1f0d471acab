import { type Address, addressSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";

const addressList = z.array(addressSchema);

/** GET /users/addresses: the signed-in user's address book. */
export function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get("/users/addresses", { signal, schema: addressList });
}

/** Per user, so that an account switch never shows another account's addresses. */
export const addressesQueryKey = (userId: number | undefined) => ["addresses", userId ?? null] as const;

export const getAddressesQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: addressesQueryKey(userId), queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  const user = useSessionUser();
  return useQuery({ ...getAddressesQueryOptions(user?.id), enabled: user !== null });
}
