import { ROLES } from "@shop/contract";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { SubscribersPage } from "./subscribers-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Newsletter", { timeout: 20_000 }, () => {
  it("lists the subscribers with their state and counts, and exports the CSV", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/admin\/newsletter\/subscribers$/, () => ({
        subscribers: [
          {
            id: 1,
            email: "ada@example.com",
            status: "confirmed",
            createdAt: "2026-11-20T10:00:00.000Z",
            confirmedAt: "2026-11-20T10:05:00.000Z",
            unsubscribedAt: null,
          },
          {
            id: 2,
            email: "bo@example.com",
            status: "pending",
            createdAt: "2026-11-21T10:00:00.000Z",
            confirmedAt: null,
            unsubscribedAt: null,
          },
        ],
        counts: { pending: 1, confirmed: 1, unsubscribed: 0 },
      }))
      .on("GET", /^\/api\/admin\/newsletter\/subscribers\.csv$/, () => "email,status\r\nada@example.com,confirmed\r\n");
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithProviders(<SubscribersPage />, { user: admin });
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("1 subscribed · 1 waiting for confirmation · 0 unsubscribed")).toBeInTheDocument();
    expect(screen.getByText("Waiting for confirmation")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.calls("GET", /subscribers\.csv$/)).toHaveLength(1);
    expect(clicked[0]?.download).toMatch(/^newsletter-subscribers-\d{4}-\d\d-\d\d\.csv$/);
    expect(clicked[0]?.href).toBe("blob:csv");
    click.mockRestore();
  });

  it("says when nobody signed up yet", async () => {
    mockApi().on("GET", /^\/api\/admin\/newsletter\/subscribers$/, () => ({
      subscribers: [],
      counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
    }));
    renderWithProviders(<SubscribersPage />, { user: admin });
    expect(await screen.findByText("No subscribers yet")).toBeInTheDocument();
  });
});
