import type { OwnerPage, OwnerPageSlug } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /public/pages/{slug}: About us, Privacy policy or Terms of service, as the storefront shows it. */
export function getOwnerPage(slug: OwnerPageSlug, signal?: AbortSignal): Promise<OwnerPage> {
  return api.get<OwnerPage>(`/public/pages/${slug}`, { signal });
}

export const ownerPageKey = (slug: OwnerPageSlug) => ["pages", slug] as const;

export const getOwnerPageQueryOptions = (slug: OwnerPageSlug) =>
  queryOptions({ queryKey: ownerPageKey(slug), queryFn: ({ signal }) => getOwnerPage(slug, signal) });

export function useOwnerPage(slug: OwnerPageSlug) {
  return useQuery(getOwnerPageQueryOptions(slug));
}
