import { FALLBACK } from "@shop/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser } from "../../../test/render";
import { getOrders } from "./get-orders";
import { orderErrorText } from "../../../lib/session-guard";

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("order calls without a session (docs/product/storefront.md §5)", () => {
  it("are not sent, and the screen shows the login-needed text", async () => {
    const { calls } = mockApi({ "GET /api/orders/users": { status: 200, body: [] } });
    setSessionUser(null);
    const error = await getOrders().catch((e: unknown) => e);
    expect(orderErrorText(error, FALLBACK.fetchOrders)).toBe(FALLBACK.loginToViewOrders);
    expect(calls).toHaveLength(0);
  });

  it("are sent with a session", async () => {
    const { calls } = mockApi({ "GET /api/orders/users": { status: 200, body: [] } });
    setSessionUser(makeUser());
    await expect(getOrders()).resolves.toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("other failures show the server's message or the screen's fallback", () => {
    const fromServer = new ApiError({ status: 409, message: "Too late", code: "CONFLICT", fromServer: true });
    expect(orderErrorText(fromServer, FALLBACK.cancelOrder)).toBe("Too late");
    expect(orderErrorText(new Error("You must be logged in, says someone"), FALLBACK.cancelOrder)).toBe(
      FALLBACK.cancelOrder,
    );
  });
});
