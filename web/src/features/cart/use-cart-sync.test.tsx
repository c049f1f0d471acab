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
    await client
      .fetchQuery({
        queryKey: currentUserQueryKey,
        queryFn: async () => {
          throw new Error("401");
        },
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 20));
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('sign-in (docs/product/storefront.md §4 "Merge on sign-in")', () => {
  it("merges the guest cart and lets the sign-in wait for the merge", async () => {
    const { spy } = setup();
    let finishMerge = () => {};
    spy.mockReturnValue(
      new Promise<void>((resolve) => {
        finishMerge = resolve;
      }),
    );
    let settled = false;
    const signedIn = notifySignIn(makeUser()).then(() => {
      settled = true;
    });
    expect(spy).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    finishMerge();
    await signedIn;
    expect(settled).toBe(true);
  });
});
