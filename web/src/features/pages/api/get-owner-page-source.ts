import { type OwnerPage, ownerPageSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The same page for its editor, checked against the contract: its Markdown is what the form edits. */
export function getOwnerPageSource(slug: string, signal?: AbortSignal): Promise<OwnerPage> {
  return api.get(`/public/pages/${slug}`, { signal, schema: ownerPageSchema });
}

/** Apart from the storefront's copy (["pages", slug]): saving sets this one and invalidates that one. */
export const ownerPageSourceKey = (slug: string) => ["pages", "source", slug] as const;

export const getOwnerPageSourceQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ownerPageSourceKey(slug), queryFn: ({ signal }) => getOwnerPageSource(slug, signal) });

export function useOwnerPageSource(slug: string) {
  return useQuery(getOwnerPageSourceQueryOptions(slug));
}
