import { type OwnerPage, type OwnerPageSlug, ownerPageSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The same page for its editor, checked against the contract: its Markdown is what the form edits. */
export function getOwnerPageSource(slug: OwnerPageSlug, signal?: AbortSignal): Promise<OwnerPage> {
  return api.get(`/public/pages/${slug}`, { signal, schema: ownerPageSchema });
}

/** Apart from the storefront's copy (["pages", slug]): saving sets this one and invalidates that one. */
export const ownerPageSourceKey = (slug: OwnerPageSlug) => ["pages", "source", slug] as const;

export const getOwnerPageSourceQueryOptions = (slug: OwnerPageSlug) =>
  queryOptions({ queryKey: ownerPageSourceKey(slug), queryFn: ({ signal }) => getOwnerPageSource(slug, signal) });

export function useOwnerPageSource(slug: OwnerPageSlug) {
  return useQuery(getOwnerPageSourceQueryOptions(slug));
}
