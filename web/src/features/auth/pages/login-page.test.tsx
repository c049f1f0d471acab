import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSessionExpiry, getSessionUser, onSignIn, setSessionUser } from "../../../lib/session";
import { renderRoutes } from "../../../test/render";
import { LoginPage } from "./login-page";

const routes = [
  { path: "/login", element: <LoginPage /> },
  { path: "/", element: <h1>Home</h1> },
  { path: "/cart", element: <h1>Cart</h1> },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSessionExpiry();
  setSessionUser(null);
});

describe("LoginPage", () => {
  it("shows the spec's messages for empty fields", async () => {
    renderRoutes(routes, { path: "/login" });
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("needs a password of at least 6 characters", async () => {
    renderRoutes(routes, { path: "/login" });
    await userEvent.type(await screen.findByLabelText("Username"), "user1");
    await userEvent.type(screen.getByLabelText("Password"), "abc");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
  });

  it("shows the server's message in the red box and clears it when the user types", async () => {
    fetchMock.mockResolvedValue(json(401, { message: "Invalid username or password", code: "UNAUTHORIZED" }));
    renderRoutes(routes, { path: "/login" });
    await userEvent.type(await screen.findByLabelText("Username"), "user1");
    await userEvent.type(screen.getByLabelText("Password"), "wrongpass");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password");
    await userEvent.type(screen.getByLabelText("Password"), "x");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("signs in with remember me and returns to the origin", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        id: 1,
        username: "user1",
        email: "u@example.com",
        roles: ["ROLE_USER"],
        orderEmails: true,
        jwtToken: "t",
      }),
    );
    const { router } = renderRoutes([...routes.slice(1), { path: "/login", element: <LoginPage /> }], {
      path: "/login",
    });
    await router.navigate("/login", { state: { from: "/cart" } });
    await userEvent.type(await screen.findByLabelText("Username"), "user1");
    await userEvent.type(screen.getByLabelText("Password"), "password1");
    await userEvent.click(screen.getByLabelText("Remember me"));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ username: "user1", password: "password1", rememberMe: true });
    expect(getSessionUser()?.jwtToken).toBe("t");
  });

  it("waits for the sign-in steps (the cart's guest-cart merge) before leaving the page", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        id: 1,
        username: "user1",
        email: "u@example.com",
        roles: ["ROLE_USER"],
        orderEmails: true,
        jwtToken: "t",
      }),
    );
    let finishMerge: (() => void) | null = null;
    const stop = onSignIn(
      () =>
        new Promise<void>((resolve) => {
          finishMerge = resolve;
        }),
    );
    try {
      const { router } = renderRoutes(routes, { path: "/login" });
      await userEvent.type(await screen.findByLabelText("Username"), "user1");
      await userEvent.type(screen.getByLabelText("Password"), "password1");
      await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
      await waitFor(() => expect(getSessionUser()?.jwtToken).toBe("t"));
      // Signed in and waiting for the merge: it has begun and the button says the page is busy. Had
      // the page not waited, its navigation would have begun before that (the router would say so).
      await waitFor(() => expect(finishMerge).not.toBeNull());
      await waitFor(() => expect(screen.getByRole("button", { name: /Sign in/ })).toHaveAttribute("aria-busy", "true"));
      expect(router.state.navigation.state).toBe("idle");
      expect(router.state.location.pathname).toBe("/login");
      finishMerge!();
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    } finally {
      stop();
    }
  });

  it('shows "Session expired. Please log in again." after a 401', async () => {
    sessionStorage.setItem("sessionExpired", "1");
    renderRoutes(routes, { path: "/login" });
    expect(await screen.findByText("Session expired. Please log in again.")).toBeInTheDocument();
  });
});
