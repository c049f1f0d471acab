import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser, renderRoutes } from "../../../test/render";
import { LoginPage } from "./login-page";
import { RegisterPage } from "./register-page";

const routes = [
  { path: "/register", element: <RegisterPage /> },
  { path: "/login", element: <h1>Login</h1> },
  { path: "/", element: <h1>Home</h1> },
];

const fromCheckoutRoutes = [
  { path: "/register", element: <RegisterPage /> },
  { path: "/login", element: <LoginPage /> },
  { path: "/checkout", element: <h1>Checkout</h1> },
  { path: "/", element: <h1>Home</h1> },
];

const signinAnswer = {
  id: 42,
  username: "newbie",
  email: "newbie@example.com",
  roles: ["ROLE_USER"],
  orderEmails: true,
  jwtToken: "t",
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("RegisterPage", () => {
  it("shows the spec's validation messages", async () => {
    renderRoutes(routes, { path: "/register" });
    await userEvent.click(await screen.findByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Username"), "ab");
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    await userEvent.type(screen.getByLabelText("Password"), "abc");
    await userEvent.type(screen.getByLabelText("Confirm password"), "abcd");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Email address is invalid")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers with role ["user"], signs the new customer in and goes to /', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/auth/signup")
        ? new Response(JSON.stringify({ message: "ok" }), {
            status: 201,
            headers: { "Content-Type": "application/json" },
          })
        : new Response(JSON.stringify(signinAnswer), { status: 200, headers: { "Content-Type": "application/json" } }),
    );
    const { router } = renderRoutes(routes, { path: "/register" });
    await userEvent.type(await screen.findByLabelText("Username"), "newbie");
    await userEvent.type(screen.getByLabelText("Email"), "newbie@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret123");
    await userEvent.type(screen.getByLabelText("Confirm password"), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: "newbie",
      email: "newbie@example.com",
      password: "secret123",
      role: ["user"],
    });
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\/auth\/signin$/);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      username: "newbie",
      password: "secret123",
    });
  });

  it("goes back to the checkout when the sign-up started from its sign-in", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/auth/signup")
        ? new Response(JSON.stringify({ message: "ok" }), {
            status: 201,
            headers: { "Content-Type": "application/json" },
          })
        : new Response(JSON.stringify(signinAnswer), { status: 200, headers: { "Content-Type": "application/json" } }),
    );
    const { router } = renderRoutes(fromCheckoutRoutes, { path: "/" });
    await act(() => router.navigate("/login", { state: { from: "/checkout" } }));
    await userEvent.click(await screen.findByRole("link", { name: "Create one" }));
    await userEvent.type(await screen.findByLabelText("Username"), "newbie");
    await userEvent.type(screen.getByLabelText("Email"), "newbie@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret123");
    await userEvent.type(screen.getByLabelText("Confirm password"), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
  });

  it("shows the success text and goes to /login after 3 s when signing in fails", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/auth/signup")
        ? new Response(JSON.stringify({ message: "ok" }), {
            status: 201,
            headers: { "Content-Type": "application/json" },
          })
        : new Response(JSON.stringify({ message: "Too many attempts", code: "RATE_LIMITED" }), {
            status: 429,
            headers: { "Content-Type": "application/json" },
          }),
    );
    const { router } = renderRoutes(routes, { path: "/register" });
    await userEvent.type(await screen.findByLabelText("Username"), "newbie");
    await userEvent.type(screen.getByLabelText("Email"), "newbie@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret123");
    await userEvent.type(screen.getByLabelText("Confirm password"), "secret123");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration successful! You can now login.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/register");
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("sends a signed-in user to /", async () => {
    const { router } = renderRoutes(routes, { path: "/register", user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
