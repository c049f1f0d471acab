import { ROLES } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { makeSetupChecklist as checklist } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { SetupChecklist } from "./setup-checklist";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "owner");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the setup checklist", { timeout: 20_000 }, () => {
  it("lists the five steps in order, ticks those done and links each to its screen", async () => {
    mockApi().on("GET", /^\/api\/admin\/setup$/, () => checklist("settings", "categories"));
    renderWithProviders(<SetupChecklist />, { user: admin });
    expect(screen.getByRole("status", { name: "Loading the setup checklist" })).toBeInTheDocument();

    const section = await screen.findByRole("region", { name: "Get your shop ready" });
    expect(within(section).getByText("2 of 5 done")).toBeInTheDocument();
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Fill in the store settingsDone", "/admin/settings"],
      ["Create a categoryDone", "/admin/categories"],
      ["Make an account a sellerTo do", "/admin/users"],
      ["Add the first productTo do", "/seller/products"],
      ["Write the About, Privacy and Terms pagesTo do", "/admin/pages"],
    ]);
    // Each link's name starts with the step's visible words.
    expect(within(section).getByRole("link", { name: /^Make an account a seller/ })).toBeInTheDocument();
  });

  it("is not shown once every step is done", async () => {
    const api = mockApi().on("GET", /^\/api\/admin\/setup$/, () =>
      checklist("settings", "categories", "seller", "product", "pages"),
    );
    const { container } = renderWithProviders(<SetupChecklist />, { user: admin });
    await waitFor(() => expect(api.calls("GET", /setup$/)).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("says when it cannot be loaded and tries again on request", async () => {
    let fail = true;
    mockApi().on("GET", /^\/api\/admin\/setup$/, () =>
      fail ? new Reply(500, { message: "The database is away", code: "INTERNAL_ERROR" }) : checklist(),
    );
    renderWithProviders(<SetupChecklist />, { user: admin });
    expect(await screen.findByText("The database is away")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("0 of 5 done")).toBeInTheDocument();
  });
});
