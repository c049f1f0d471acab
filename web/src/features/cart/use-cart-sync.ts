import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { currentUserQueryKey } from "../../lib/current-user";
import { getSessionUser, onSignIn, subscribeSessionUser } from "../../lib/session";
import { storage } from "../../lib/storage";
import { cartQueryKey } from "./api/get-cart";
import { mergeGuestCart } from "./merge-guest-cart";

/**
 * Keeps the cart in step with the session (mounted once, by the header's cart badge):
 * - start-up: a signed-in user with guest items left over gets them merged, otherwise the cart loads;
 * - an explicit sign-in merges the guest cart into the account (docs/product/storefront.md §4 "Merge on sign-in");
 * - a sign-out or account switch drops the cached ["cart"] so no one sees another user's cart.
 */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let currentId = getSessionUser()?.id ?? null;
    let stopWaiting = () => {};
    if (currentId !== null && storage.getGuestCart().cartItems.length > 0) {
      // docs/product/storefront.md §4 "Start-up": the current user is fetched first; only a confirmed session merges.
      stopWaiting = whenUserConfirmed(queryClient, () => void mergeGuestCart(queryClient));
    }
    const stopUser = subscribeSessionUser((user) => {
      const nextId = user?.id ?? null;
      if (nextId !== currentId) queryClient.removeQueries({ queryKey: cartQueryKey });
      currentId = nextId;
    });
    // Returning the merge lets login wait for it before leaving the page.
    const stopSignIn = onSignIn(() => mergeGuestCart(queryClient));
    return () => {
      stopWaiting();
      stopUser();
      stopSignIn();
    };
  }, [queryClient]);
}

/** Runs `then` once the start-up GET /auth/user has succeeded; never when it fails. Returns a canceller. */
function whenUserConfirmed(queryClient: QueryClient, then: () => void): () => void {
  if (queryClient.getQueryState(currentUserQueryKey)?.status === "success") {
    then();
    return () => {};
  }
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== currentUserQueryKey[0] || event.query.queryKey[1] !== currentUserQueryKey[1])
      return;
    const status = event.query.state.status;
    if (status === "success") {
      stop();
      then();
    } else if (status === "error") {
      stop();
    }
  });
  return stop;
}
