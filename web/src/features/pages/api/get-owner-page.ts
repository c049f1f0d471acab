import type { OwnerPage, OwnerPageSlug } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const ownerPageKey = (slug: OwnerPageSlug) => ["pages", slug] as const;

export function useOwnerPage(slug: OwnerPageSlug) {
  return useQuery({
    queryKey: ownerPageKey(slug),
    queryFn: ({ signal }) => api.get<OwnerPage>(`/public/pages/${slug}`, { signal }),
  });
}
