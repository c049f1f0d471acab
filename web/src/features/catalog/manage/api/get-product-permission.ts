import { z } from "zod";
import { api } from "../../../../lib/api-client";

const permissionAnswer = z.boolean();

/** GET /products/{id}/can-edit or /can-delete: a bare JSON boolean. */
export function getProductPermission(productId: number, action: "edit" | "delete", signal?: AbortSignal) {
  return api.get(`/products/${productId}/can-${action}`, { signal, schema: permissionAnswer });
}
