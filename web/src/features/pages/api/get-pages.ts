import type { PageList } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * GET /public/pages: About, Privacy and Terms, then the owner's own pages (decision 0037), for the
 * footer and the back office's list. Read without the schema: the footer is on every storefront
 * page, and the schemas would bring zod into their first load (decision 0027).
 */
export function getPages(signal?: AbortSignal): Promise<PageList> {
  return api.get<PageList>("/public/pages", { signal });
}

export const pageListKey = ["pages", "list"] as const;

export const getPagesQueryOptions = () =>
  queryOptions({ queryKey: pageListKey, queryFn: ({ signal }) => getPages(signal) });

export function usePages() {
  return useQuery(getPagesQueryOptions());
}
