import { MSG, ROLES } from "@shop/contract";
import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { UsersPage } from "./users-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Users", { timeout: 20_000 }, () => {
  it("grants roles and never lets an admin remove their own admin role", async () => {
    const users: { userId: number; username: string; email: string; roles: string[]; createdAt: string }[] = [
      {
        userId: 4,
        username: "admin",
        email: "admin@example.com",
        roles: [ROLES.user, ROLES.admin],
        createdAt: "2026-11-01T00:00:00Z",
      },
      {
        userId: 7,
        username: "newbie",
        email: "newbie@example.com",
        roles: [ROLES.user],
        createdAt: "2026-11-02T00:00:00Z",
      },
    ];
    const api = mockApi()
      .on("GET", /^\/api\/admin\/users$/, (url) => {
        const keyword = url.searchParams.get("keyword");
        return pageOf(keyword ? users.filter((u) => u.username.includes(keyword)) : users);
      })
      .on("PUT", /^\/api\/admin\/users\/7\/roles$/, (_url, init) => {
        const { roles } = JSON.parse(String(init?.body)) as { roles: string[] };
        users[1] = { ...(users[1] as (typeof users)[number]), roles };
        return users[1];
      });
    renderWithProviders(<UsersPage />, { user: admin });

    const ownAdmin = await screen.findByRole("checkbox", { name: "Admin role for admin" });
    expect(ownAdmin).toBeChecked();
    expect(ownAdmin).toBeDisabled();
    expect(ownAdmin).toHaveAttribute("title", MSG.ownAdminRole);

    await userEvent.type(screen.getByLabelText("Search users"), "new");
    await userEvent.click(screen.getByRole("button", { name: "Search accounts" }));
    await waitFor(() => expect(screen.queryByText("admin@example.com")).not.toBeInTheDocument());
    expect(
      api
        .calls("GET", /users$/)
        .at(-1)
        ?.url.searchParams.get("keyword"),
    ).toBe("new");

    const sellerBox = screen.getByRole("checkbox", { name: "Seller role for newbie" });
    // The box follows the click at once, before the server answers.
    fireEvent.click(sellerBox);
    expect(sellerBox).toBeChecked();
    expect(await screen.findByText("Roles of newbie updated successfully")).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /roles$/)[0]?.init?.body))).toEqual({
      roles: [ROLES.user, ROLES.seller],
    });
  });

  it("puts a box back and says why when the server refuses the change", async () => {
    const newbie = {
      userId: 7,
      username: "newbie",
      email: "newbie@example.com",
      roles: [ROLES.user],
      createdAt: "2026-11-02T00:00:00Z",
    };
    mockApi()
      .on("GET", /^\/api\/admin\/users$/, () => pageOf([newbie]))
      .on(
        "PUT",
        /^\/api\/admin\/users\/7\/roles$/,
        () => new Reply(404, { message: "User not found", code: "NOT_FOUND" }),
      );
    renderWithProviders(<UsersPage />, { user: admin });

    const adminBox = await screen.findByRole("checkbox", { name: "Admin role for newbie" });
    fireEvent.click(adminBox);
    expect(adminBox).toBeChecked();
    expect(await screen.findByText("User not found")).toBeInTheDocument();
    await waitFor(() => expect(adminBox).not.toBeChecked());
    expect(adminBox).toBeEnabled();
  });
});
