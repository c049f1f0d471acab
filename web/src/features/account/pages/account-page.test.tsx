import { MSG, SUCCESS } from "@shop/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSessionUser, setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderRoutes } from "../../../test/render";
import { AccountPage } from "./account-page";

const routes = [
  { path: "/profile", element: <AccountPage /> },
  { path: "/orders", element: <AccountPage /> },
  { path: "/login", element: <h1>Login page</h1> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const profile = { id: 1, username: "user1", email: "user1@example.com", roles: ["ROLE_USER"], orderEmails: true };

describe("account screen", () => {
  it("opens Orders on /orders and Profile on /profile", async () => {
    mockApi({ "GET /api/orders/users": { status: 200, body: [] } });
    const orders = renderRoutes(routes, { path: "/orders", user: makeUser() });
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(MSG.noOrders)).toBeInTheDocument();
    orders.unmount();

    renderRoutes(routes, { path: "/profile", user: makeUser() });
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { level: 1, name: "My Account" })).toBeInTheDocument();
  });

  it("closes the email editor without a call when the email is unchanged, and saves a new one", async () => {
    const { calls } = mockApi({
      "PUT /api/profile/email": (init) => ({
        status: 200,
        body: { ...profile, email: JSON.parse(String(init?.body)).email },
      }),
    });
    renderRoutes(routes, { path: "/profile", user: makeUser() });
    await userEvent.click(screen.getByRole("button", { name: "Edit Email" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Edit Email" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Edit Email" }));
    const input = screen.getByLabelText("Email address");
    await userEvent.clear(input);
    await userEvent.type(input, "bad");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MSG.emailInvalidAlt)).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, "new@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(SUCCESS.emailUpdated)).toBeInTheDocument();
    expect(getSessionUser()?.email).toBe("new@example.com");
  });

  it("asks for the current password when the server needs it to change the email", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      "PUT /api/profile/email": (init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        if (body.currentPassword !== "my-password")
          return {
            status: 400,
            body: {
              message: MSG.currentPasswordRequired,
              code: "VALIDATION_ERROR",
              fieldErrors: { currentPassword: MSG.currentPasswordRequired },
            },
          };
        return { status: 200, body: { ...profile, email: body.email } };
      },
    });
    renderRoutes(routes, { path: "/profile", user: makeUser() });
    await userEvent.click(screen.getByRole("button", { name: "Edit Email" }));
    const input = screen.getByLabelText("Email address");
    await userEvent.clear(input);
    await userEvent.type(input, "moved@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const password = await screen.findByLabelText("Current password");
    expect(screen.getByText(MSG.currentPasswordRequired)).toBeInTheDocument();
    await userEvent.type(password, "my-password");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(SUCCESS.emailUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: "moved@example.com" },
      { email: "moved@example.com", currentPassword: "my-password" },
    ]);
  });

  it("replaces the stored token with the fresh one after a password change", async () => {
    const { calls } = mockApi({
      "PUT /api/profile/password": { status: 200, body: { ...profile, jwtToken: "fresh-token" } },
    });
    renderRoutes(routes, { path: "/profile?tab=password", user: makeUser() });
    expect(screen.getByText(/Mix letters, numbers and symbols/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Current password/), "password1");
    await userEvent.type(screen.getByLabelText(/^New password/), "n3w-Secret!");
    await userEvent.type(screen.getByLabelText(/Confirm new password/), "n3w-Secret!");
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText(SUCCESS.passwordChanged)).toBeInTheDocument();
    expect(getSessionUser()?.jwtToken).toBe("fresh-token");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      currentPassword: "password1",
      newPassword: "n3w-Secret!",
    });
  });

  it("marks the current password wrong when the server says so of that field", async () => {
    const wrong = MSG.currentPasswordIncorrect;
    mockApi({
      "PUT /api/profile/password": {
        status: 400,
        body: { message: wrong, code: "VALIDATION_ERROR", fieldErrors: { currentPassword: wrong } },
      },
    });
    renderRoutes(routes, { path: "/profile?tab=password", user: makeUser() });
    await userEvent.type(screen.getByLabelText(/Current password/), "not-it");
    await userEvent.type(screen.getByLabelText(/^New password/), "n3w-Secret!");
    await userEvent.type(screen.getByLabelText(/Confirm new password/), "n3w-Secret!");
    await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText(wrong).length).toBeGreaterThanOrEqual(2);
  });

  it("signs out of all devices: the local session ends and the user goes to /login", async () => {
    mockApi({ "POST /api/auth/signout-all": { status: 200, body: { message: "ok" } } });
    const { router } = renderRoutes(routes, { path: "/profile?tab=settings", user: makeUser() });
    await userEvent.click(screen.getByRole("button", { name: "Sign out of all devices" }));
    const dialog = screen.getByRole("dialog", { name: "Sign out of all devices?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(getSessionUser()).toBeNull();
  });

  it("switches order e-mails at once, saves the choice, and puts the switch back when saving fails", async () => {
    let fail = false;
    const { calls } = mockApi({
      "GET /api/auth/user": { status: 200, body: profile },
      "PUT /api/profile/preferences": (init) =>
        fail
          ? { status: 500, body: { message: "Could not save", code: "INTERNAL" } }
          : { status: 200, body: { ...profile, orderEmails: JSON.parse(String(init?.body)).orderEmails } },
    });
    renderRoutes(routes, { path: "/profile?tab=settings", user: makeUser() });
    const toggle = await screen.findByRole("switch", { name: "Order confirmation e-mails" });
    expect(toggle).toBeChecked();

    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText("Order e-mails turned off")).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(JSON.parse(String(calls.find((c) => c.method === "PUT")?.init?.body))).toEqual({ orderEmails: false });

    fail = true;
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText("Could not save")).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
