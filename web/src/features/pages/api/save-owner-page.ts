import { type OwnerPage, ownerPageSchema, type PageInput } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerPageKey } from "./get-owner-page";
import { ownerPageSourceKey } from "./get-owner-page-source";
import { pageListKey } from "./get-pages";

/** PUT /admin/pages/{slug} {markdown, title?}: the saved page, rendered by the server. */
export function saveOwnerPage(slug: string, input: PageInput): Promise<OwnerPage> {
  return api.put(`/admin/pages/${slug}`, input, { schema: ownerPageSchema });
}

export function useSaveOwnerPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: string; input: PageInput }) => saveOwnerPage(slug, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownerPageSourceKey(saved.slug), saved);
      // The storefront's copy of the page and the footer's list are read again on their next visit.
      void queryClient.invalidateQueries({ queryKey: ownerPageKey(saved.slug) });
      void queryClient.invalidateQueries({ queryKey: pageListKey });
    },
  });
}
