/**
 * The placed order the thank-you page shows (shop-spec.md section 3: lastOrder and lastOrderId), read
 * back with the contract's order schema. Kept in the checkout chunk, which is the only one using it.
 */
import { type Order, orderSchema } from "@shop/contract";
import { z } from "zod";
import { readJson, removeKey, STORAGE_KEYS, writeJson } from "../../lib/storage";

export const lastOrder = {
  get: (): Order | null => readJson(STORAGE_KEYS.lastOrder, orderSchema),
  set: (order: Order): void => writeJson(STORAGE_KEYS.lastOrder, order),
  getId: (): number | null => readJson(STORAGE_KEYS.lastOrderId, z.coerce.number().int()),
  setId: (orderId: number): void => writeJson(STORAGE_KEYS.lastOrderId, orderId),
  clear: (): void => {
    removeKey(STORAGE_KEYS.lastOrder);
    removeKey(STORAGE_KEYS.lastOrderId);
  },
};
