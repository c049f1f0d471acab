import { messageBody } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownerPageKey } from "./get-owner-page";
import { ownerPageSourceKey } from "./get-owner-page-source";
import { pageListKey } from "./get-pages";

/** DELETE /admin/pages/{slug}: a page the owner added (the three built-in ones stay, decision 0037). */
export function deleteOwnerPage(slug: string): Promise<{ message: string }> {
  return api.delete(`/admin/pages/${slug}`, { schema: messageBody });
}

export function useDeleteOwnerPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnerPage,
    onSuccess: (_, slug) => {
      queryClient.removeQueries({ queryKey: ownerPageSourceKey(slug) });
      void queryClient.invalidateQueries({ queryKey: ownerPageKey(slug) });
      void queryClient.invalidateQueries({ queryKey: pageListKey });
    },
  });
}
