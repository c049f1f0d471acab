import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../test/render";
import { ApiError, api, buildUrl, errorMessage } from "./api-client";
import {
  clearSessionExpiry,
  getSessionUser,
  hasSessionExpiredNotice,
  SESSION_EXPIRED_EVENT,
  savedLoginRedirect,
  setSessionUser,
} from "./session";
import { storage } from "./storage";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setSessionUser(null);
  clearSessionExpiry();
});

describe("api-client requests", () => {
  it("sends JSON with the bearer token of the stored user", async () => {
    setSessionUser(makeUser());
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(api.post("/addresses", { city: "Springfield" })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/addresses");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer token-1");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ city: "Springfield" }));
  });

  it("sends FormData as multipart and passes extra headers", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const form = new FormData();
    form.append("image", new Blob(["x"]), "a.png");
    await api.put("/admin/products/1/image", form, { headers: { "Idempotency-Key": "abc" } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.body).toBe(form);
    expect(headers.get("Content-Type")).toBeNull();
    expect(headers.get("Idempotency-Key")).toBe("abc");
  });

  it("builds query strings without empty values", () => {
    expect(buildUrl("/public/products", { pageNumber: 0, sortBy: "price", keyword: undefined, x: "" })).toBe(
      "/api/public/products?pageNumber=0&sortBy=price",
    );
  });

  it("turns the server error body into an ApiError", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: "Check the fields", code: "VALIDATION_ERROR", fieldErrors: { city: "Too short" } }),
    );
    const error = await api.post("/addresses", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "Check the fields",
      code: "VALIDATION_ERROR",
      fieldErrors: { city: "Too short" },
    });
    expect(errorMessage(error, "Failed to add address")).toBe("Check the fields");
  });

  it("uses the screen's fallback when the body has no message", async () => {
    fetchMock.mockResolvedValue(new Response("Bad gateway", { status: 502 }));
    const error = await api.get("/orders/users").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, fromServer: false });
    expect(errorMessage(error, "Failed to fetch orders")).toBe("Failed to fetch orders");
  });

  it("aborts after the timeout with a TIMEOUT error", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const pending = api.get("/public/products").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ status: 0, code: "TIMEOUT" });
  });
});

describe("api-client 401 handling", () => {
  it("clears the user, saves the page and signals session expiry on a non-exempt page", async () => {
    window.history.replaceState(null, "", "/checkout?step=2");
    setSessionUser(makeUser());
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: "Session expired", code: "UNAUTHORIZED" }));

    await expect(api.get("/carts/users/cart")).rejects.toMatchObject({ status: 401 });

    expect(getSessionUser()).toBeNull();
    expect(storage.getUser()).toBeNull();
    expect(savedLoginRedirect()).toBe("/checkout?step=2");
    expect(hasSessionExpiredNotice()).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it.each(["/login", "/register", "/", "/products"])("only clears the user on the exempt page %s", async (path) => {
    window.history.replaceState(null, "", path);
    setSessionUser(makeUser());
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: "Session expired", code: "UNAUTHORIZED" }));

    await expect(api.get("/carts/users/cart")).rejects.toBeInstanceOf(ApiError);

    expect(getSessionUser()).toBeNull();
    expect(savedLoginRedirect()).toBeNull();
    expect(hasSessionExpiredNotice()).toBe(false);
    expect(expired).not.toHaveBeenCalled();
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it("does not treat a guest's 401 (wrong password) as an expired session", async () => {
    window.history.replaceState(null, "", "/checkout");
    fetchMock.mockResolvedValue(jsonResponse(401, { message: "Invalid username or password", code: "UNAUTHORIZED" }));
    await expect(api.post("/auth/signin", {})).rejects.toMatchObject({ message: "Invalid username or password" });
    expect(hasSessionExpiredNotice()).toBe(false);
  });
});
