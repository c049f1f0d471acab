import { useMutation, useQueryClient } from "@tanstack/react-query";
import { productQueryKey, reviewKeys } from "./query-keys";

/** Every review write refreshes the product's reviews and the product itself (its average). */
export function useReviewMutation<V>(productId: number, write: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewKeys.all(productId) });
      void client.invalidateQueries({ queryKey: productQueryKey(productId) });
    },
  });
}
