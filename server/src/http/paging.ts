import type { Page, PageQuery } from "@shop/contract";

export function toPage<T>(
  content: T[],
  totalElements: number,
  query: Pick<PageQuery, "pageNumber" | "pageSize">,
): Page<T> {
  const totalPages = Math.ceil(totalElements / query.pageSize);
  return {
    content,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements,
    totalPages,
    lastPage: query.pageNumber >= totalPages - 1,
  };
}

export const offsetOf = (query: Pick<PageQuery, "pageNumber" | "pageSize">) => query.pageNumber * query.pageSize;

/**
 * shop-spec.md section 7 names the admin list's paging fields `page` and `size`; every paged list
 * accepts them as aliases of `pageNumber` and `pageSize` (the canonical names win when both are sent).
 */
export function pagingAliases(request: { query: unknown }, _reply: unknown, done: () => void) {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query === "object") {
    if (query.page !== undefined && query.pageNumber === undefined) query.pageNumber = query.page;
    if (query.size !== undefined && query.pageSize === undefined) query.pageSize = query.size;
  }
  done();
}
