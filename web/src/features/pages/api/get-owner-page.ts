import type { OwnerPage } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /public/pages/{slug}: a page of the owner's (About, Privacy, Terms or one of their own), as the storefront shows it. */
export function getOwnerPage(slug: string, signal?: AbortSignal): Promise<OwnerPage> {
  return api.get<OwnerPage>(`/public/pages/${slug}`, { signal });
}

export const ownerPageKey = (slug: string) => ["pages", slug] as const;

export const getOwnerPageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ownerPageKey(slug), queryFn: ({ signal }) => getOwnerPage(slug, signal) });

export function useOwnerPage(slug: string) {
  return useQuery(getOwnerPageQueryOptions(slug));
}
