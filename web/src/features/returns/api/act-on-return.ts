import type { Return, ReturnDeclineInput, ReturnReceiveInput, ReturnRefundInput } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { type ReturnsTree, returnKeys, returnsPath } from "../query-keys";

/** What the back office does to a return, with its body. */
export type ReturnAction =
  | { action: "approve" }
  | { action: "close" }
  | { action: "decline"; body: ReturnDeclineInput }
  | { action: "receive"; body: ReturnReceiveInput }
  | { action: "refund"; body: ReturnRefundInput };

/** PUT /seller/returns/{id}/{action} (or /admin/returns/…): the return as it is now. */
export function actOnReturn(tree: ReturnsTree, id: number, act: ReturnAction): Promise<Return> {
  return api.put<Return>(`${returnsPath(tree)}/${id}/${act.action}`, "body" in act ? act.body : undefined);
}

/** A move of a return: the tree's lists are read again. */
export function useActOnReturn(tree: ReturnsTree) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: ({ id, act }: { id: number; act: ReturnAction }) => actOnReturn(tree, id, act),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all(user?.id, tree) }),
  });
}
