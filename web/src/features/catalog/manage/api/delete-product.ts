import { api } from "../../../../lib/api-client";

/** DELETE /admin/products/{id}. */
export function deleteProduct(productId: number): Promise<unknown> {
  return api.delete(`/admin/products/${productId}`);
}
