import type { CategoryDetail, CategoryInput } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** POST /public/categories: creation uses the public path (admins only on the server). */
export function createCategory(input: CategoryInput): Promise<CategoryDetail> {
  return api.post<CategoryDetail>("/public/categories", input);
}
