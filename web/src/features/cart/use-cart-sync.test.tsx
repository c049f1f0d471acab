import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentUserQueryKey } from "../../lib/current-user";
import { notifySignIn, setSessionUser } from "../../lib/session";
import { storage } from "../../lib/storage";
import { guestCartItem } from "../../test/fixtures";
import { makeUser } from "../../test/render";
import * as merge from "./merge-guest-cart";
import { useCartSync } from "./use-cart-sync";

afterEach(() => {
  vi.restoreAllMocks();
  setSessionUser(null);
  storage.clearGuestCart();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  setSessionUser(makeUser());
  storage.setGuestCart({ cartItems: [guestCartItem(1, 2)], totalPrice: 20 });
  const spy = vi.spyOn(merge, "mergeGuestCart").mockResolvedValue(undefined as never);
  renderHook(() => useCartSync(), { wrapper });
  return { client, spy };
}

describe("start-up (docs/product/storefront.md §4)", () => {
  it("merges the guest cart only after the current user is confirmed", async () => {
    const { client, spy } = setup();
    expect(spy).not.toHaveBeenCalled();
    await client.fetchQuery({ queryKey: currentUserQueryKey, queryFn: async () => ({ id: 1 }) });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  });

  it("does not merge when the session turns out to be invalid", async () => {
    const { client, spy } = setup();
    // Subscribed after the hook: once this listener hears of the failure, the hook's has too.
    const failureHeard = new Promise<void>((resolve) => {
      const stop = client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === currentUserQueryKey[0] && event.query.state.status === "error") {
          stop();
          resolve();
        }
      });
    });
    await client
      .fetchQuery({
        queryKey: currentUserQueryKey,
        queryFn: async () => {
          throw new Error("401");
        },
      })
      .catch(() => {});
    await failureHeard;
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('sign-in (docs/product/storefront.md §4 "Merge on sign-in")', () => {
  it("merges the guest cart and lets the sign-in wait for the merge", async () => {
    const { spy } = setup();
    const events: string[] = [];
    // The merge ends a task later: a sign-in that did not wait would settle first, in microtasks.
    spy.mockReturnValue(new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => void events.push("merged")));
    await notifySignIn(makeUser()).then(() => events.push("signed in"));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["merged", "signed in"]);
  });
});
