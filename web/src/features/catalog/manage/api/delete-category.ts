import { api } from "../../../../lib/api-client";

/** DELETE /admin/categories/{id}: refused while the category has products. */
export function deleteCategory(categoryId: number): Promise<unknown> {
  return api.delete(`/admin/categories/${categoryId}`);
}
