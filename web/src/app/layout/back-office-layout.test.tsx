import { type AdminHome, ROLES } from "@shop/contract";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../routes";
import { setSessionUser } from "../../lib/session";
import { makeSetupChecklist } from "../../test/fixtures";
import { mockApi, Reply } from "../../test/mock-api-chain";
import { makeUser, renderRoutes } from "../../test/render";

// A loaded machine can take more than the default second to load a page's chunk (each route is lazy).
configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "owner");

const period = (from: string, to: string, salesCents: number, orders: number, averageOrderCents: number) => ({
  from,
  to,
  salesCents,
  orders,
  averageOrderCents,
});

function home(overrides: Partial<AdminHome["todo"]> = {}, setup: AdminHome["setup"] = null): AdminHome {
  return {
    currency: "USD",
    todo: {
      ordersToShip: { count: 0, upTo: "2026-12-02" },
      returnsWaiting: { requested: 0, escalated: 0 },
      applicationsWaiting: 0,
      payoutsOwed: { sellers: 0, amountCents: 0 },
      lowStock: 0,
      soldOut: 0,
      failedMails: 0,
      ...overrides,
    },
    setup,
    last30: period("2026-11-05", "2026-12-04", 123_456, 12, 10_288),
    previous30: period("2026-10-06", "2026-11-04", 100_000, 10, 10_000),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the back office and the owner's home", { timeout: 20_000 }, () => {
  it("frames /admin in the back office's own navigation, without the storefront's header", async () => {
    mockApi().on("GET", /^\/api\/admin\/home$/, () => home());
    renderRoutes(routes, { path: "/admin", user: admin });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const [name, href] of [
      ["Seller Dashboard", "/seller/dashboard"],
      ["Orders", "/admin/orders"],
      ["Product Management", "/admin/products"],
      ["Category Management", "/admin/categories"],
      ["Store settings", "/admin/settings"],
      ["Mail delivery", "/admin/mail"],
      ["Back to the storefront", "/"],
    ])
      expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(await screen.findByText("Nothing needs doing today.")).toBeInTheDocument();
  });

  it("lists what waits, each linking to its list, and the last 30 days against the 30 before", async () => {
    mockApi().on("GET", /^\/api\/admin\/home$/, () =>
      home(
        {
          ordersToShip: { count: 3, upTo: "2026-12-02" },
          returnsWaiting: { requested: 1, escalated: 2 },
          applicationsWaiting: 1,
          payoutsOwed: { sellers: 2, amountCents: 4_507 },
          lowStock: 4,
          failedMails: 1,
        },
        makeSetupChecklist("settings"),
      ),
    );
    renderRoutes(routes, { path: "/admin", user: admin });
    const todo = await screen.findByRole("region", { name: "Needs doing today" });
    const links = within(todo).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      [
        "3 orders have waited more than two days to ship",
        "/admin/orders?status=Order+Placed&to=2026-12-02&sort=oldest",
      ],
      ["2 returns escalated to you", "/admin/returns"],
      ["1 return waits for an answer", "/admin/returns"],
      ["1 seller application waits for a decision", "/admin/sellers/applications"],
      ["$45.07 owed to 2 sellers", "/admin/sellers"],
      ["4 variants low on stock", "/admin/products"],
      ["1 mail could not be delivered", "/admin/mail"],
    ]);
    expect(within(screen.getByRole("region", { name: "Get your shop ready" })).getByText("1 of 5 done")).toBeVisible();

    const period = screen.getByRole("region", { name: "Last 30 days" });
    const sales = within(period).getByRole("link", { name: /^Sales/ });
    expect(sales).toHaveAttribute("href", "/admin/orders?from=2026-11-05&to=2026-12-04");
    expect(sales).toHaveTextContent("$1,234.56");
    expect(sales).toHaveTextContent("+23.5% against the 30 days before");
    expect(sales).toHaveTextContent("30 days before: $1,000.00");
    expect(within(period).getByRole("link", { name: /^Orders/ })).toHaveTextContent("+20%");
    expect(within(period).getByRole("link", { name: /^Average order value/ })).toHaveTextContent("$102.88");
  });

  it("shows the error with Try again, which asks again", async () => {
    let calls = 0;
    mockApi().on("GET", /^\/api\/admin\/home$/, () => (++calls === 1 ? new Reply(500, { message: "Boom" }) : home()));
    renderRoutes(routes, { path: "/admin", user: admin });
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing needs doing today.")).toBeInTheDocument();
  });

  it("opens and closes the phone's menu by keyboard, focus back on its button", async () => {
    mockApi().on("GET", /^\/api\/admin\/home$/, () => home());
    renderRoutes(routes, { path: "/admin", user: admin });
    const toggle = await screen.findByRole("button", { name: "Open the back-office menu" });
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close the back-office menu");
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("gives a seller their dashboard in the same frame", async () => {
    mockApi();
    renderRoutes(routes, { path: "/seller/orders", user: makeUser([ROLES.user, ROLES.seller], "sam") });
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    expect(within(nav).getByRole("link", { name: "Seller Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).queryByRole("link", { name: "Home" })).not.toBeInTheDocument();
  });
});
