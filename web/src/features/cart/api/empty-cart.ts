import { EMPTY_CART_DELAY_MS } from "@shop/contract";
import { api, isApiError } from "../../../lib/api-client";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** DELETE /carts/empty after the spec's 300 ms pause; a 404 means there was no cart, which is fine. */
export async function emptyCart(): Promise<void> {
  await wait(EMPTY_CART_DELAY_MS);
  try {
    await api.delete("/carts/empty");
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}
