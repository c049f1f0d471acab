import type { CategoryDetail, CategoryInput } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** PUT /admin/categories/{id}. */
export function updateCategory(categoryId: number, input: CategoryInput): Promise<CategoryDetail> {
  return api.put<CategoryDetail>(`/admin/categories/${categoryId}`, input);
}
