/** Pages as the API answers them: the page's rows with the counts a client needs to page on. */
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
