import { type OwnerPage, type OwnerPageSlug, ownerPageSchema, renderedMarkdown } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const pageKey = (slug: OwnerPageSlug) => ["admin", "pages", slug] as const;

export function useOwnerPageSource(slug: OwnerPageSlug) {
  return useQuery({
    queryKey: pageKey(slug),
    queryFn: ({ signal }) => api.get<OwnerPage>(`/public/pages/${slug}`, { signal, schema: ownerPageSchema }),
  });
}

export function useSaveOwnerPage(slug: OwnerPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markdown: string) =>
      api.put<OwnerPage>(`/admin/pages/${slug}`, { markdown }, { schema: ownerPageSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pageKey(slug), saved);
      // The storefront's copy of the page (features/pages) is read again on its next visit.
      void queryClient.invalidateQueries({ queryKey: ["pages", slug] });
    },
  });
}

/** The page as it would show, rendered by the server with the same rules as the saved page. */
export function previewMarkdown(markdown: string): Promise<string> {
  return api.post("/admin/pages/preview", { markdown }, { schema: renderedMarkdown }).then((r) => r.html);
}
