import type { Category, CategoryInput } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** PUT /admin/categories/{id}. */
export function updateCategory(categoryId: number, input: CategoryInput): Promise<Category> {
  return api.put<Category>(`/admin/categories/${categoryId}`, input);
}
