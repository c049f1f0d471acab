import { type OwnerPage, type OwnerPageSlug, ownerPageSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerPageKey } from "./get-owner-page";
import { ownerPageSourceKey } from "./get-owner-page-source";

/** PUT /admin/pages/{slug} {markdown}: the saved page, rendered by the server. */
export function saveOwnerPage(slug: OwnerPageSlug, markdown: string): Promise<OwnerPage> {
  return api.put(`/admin/pages/${slug}`, { markdown }, { schema: ownerPageSchema });
}

export function useSaveOwnerPage(slug: OwnerPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markdown: string) => saveOwnerPage(slug, markdown),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownerPageSourceKey(slug), saved);
      // The storefront's copy of the page is read again on its next visit.
      void queryClient.invalidateQueries({ queryKey: ownerPageKey(slug) });
    },
  });
}
