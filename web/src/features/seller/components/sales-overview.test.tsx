import { ROLES, type SellerDashboard } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderRoutes } from "../../../test/render";
import { SalesOverview } from "./sales-overview";

configure({ asyncUtilTimeout: 5000 });

// recharts measures the DOM, which jsdom does not lay out: the browser test draws the real chart.
vi.mock("./sales-chart", () => ({
  SalesChart: ({ series }: { series: unknown[] }) => <div data-testid="chart">{series.length} bars</div>,
}));

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");
const admin = makeUser([ROLES.user, ROLES.admin], "admin");

function day(offset: number) {
  return new Date(Date.UTC(2026, 10, 25) - offset * 86_400_000).toISOString().slice(0, 10);
}

function dashboard(days: number, overrides: Partial<SellerDashboard> = {}): SellerDashboard {
  const series = Array.from({ length: days }, (_, i) => ({ day: day(days - 1 - i), revenueCents: 0, orders: 0 }));
  series[days - 1] = { day: day(0), revenueCents: 4998, orders: 2 };
  series[days - 2] = { day: day(1), revenueCents: 1999, orders: 1 };
  return {
    days,
    from: day(days - 1),
    to: day(0),
    series,
    totals: { revenueCents: 6997, orders: 3 },
    toShip: { count: 2, oldest: [{ orderId: 41, orderDate: "2026-11-20T10:00:00.000Z", amountCents: 1999 }] },
    lowStock: { count: 1, products: [{ productId: 7, variantId: 7, options: {}, productName: "Ceramic Teapot", quantity: 3 }] },
    soldOut: { count: 1, products: [{ productId: 9, variantId: 9, options: {}, productName: "Jumbo Teddy Bear", quantity: 0 }] },
    topProducts: [{ productId: 7, variantId: 7, options: {}, productName: "Ceramic Teapot", unitsSold: 3, revenueCents: 5997 }],
    cashOnDelivery: { toCollectCents: 4998, toCollectOrders: 2, collectedCents: 1999, collectedOrders: 1 },
    ...overrides,
  };
}

const render = (user = seller) =>
  renderRoutes([{ path: "/seller/dashboard", element: <SalesOverview /> }], { user, path: "/seller/dashboard" });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("sales overview", { timeout: 20_000 }, () => {
  it("labels the chart with what it shows and gives the same figures as a table", async () => {
    mockApi().on("GET", /^\/api\/seller\/dashboard$/, (url) => dashboard(Number(url.searchParams.get("days"))));
    render();
    const chart = await screen.findByRole("img", {
      name: "Revenue and orders per day, last 30 days: total $69.97 from 3 orders",
    });
    expect(await within(chart).findByTestId("chart")).toHaveTextContent("30 bars");
    const table = screen.getByRole("table", { name: /Revenue and orders per day, Oct 27 to Nov 25/ });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent("Nov 25$49.982");
    expect(rows[1]).toHaveTextContent("Oct 27$0.000");
    expect(screen.getByRole("radio", { name: "30 days" })).toBeChecked();
  });

  it("switches the range with the keyboard and relabels the chart", async () => {
    const api = mockApi().on("GET", /^\/api\/seller\/dashboard$/, (url) =>
      dashboard(Number(url.searchParams.get("days"))),
    );
    render();
    await screen.findByRole("img", { name: /last 30 days/ });
    screen.getByRole("radio", { name: "30 days" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "7 days" })).toBeChecked();
    expect(await screen.findByRole("img", { name: /^Revenue and orders per day, last 7 days: / })).toBeInTheDocument();
    expect(api.calls("GET", /^\/api\/seller\/dashboard$/).map((c) => c.url.searchParams.get("days"))).toEqual([
      "30",
      "7",
    ]);
    await userEvent.click(screen.getByRole("radio", { name: "90 days" }));
    expect(await screen.findByRole("img", { name: /last 90 days/ })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(91));
  });

  it("shows orders to ship, cash on delivery, top products and stock alerts linking to the edit form", async () => {
    mockApi().on("GET", /^\/api\/seller\/dashboard$/, () => dashboard(30));
    render();
    expect(await screen.findByRole("list", { name: "Oldest orders waiting to ship" })).toHaveTextContent(
      "#41 Nov 20, 2026$19.99",
    );
    expect(screen.getByText("2 orders", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText("To collect").nextSibling).toHaveTextContent("$49.98");
    expect(screen.getByText("Collected").nextSibling).toHaveTextContent("$19.99");
    expect(screen.getByRole("list", { name: "Top products by revenue" })).toHaveTextContent(
      "1Ceramic Teapot3 units sold$59.97",
    );
    expect(screen.getByRole("link", { name: "Edit Ceramic Teapot" })).toHaveAttribute(
      "href",
      "/seller/products?edit=7",
    );
    expect(within(screen.getByRole("list", { name: "Sold out" })).getByText("Sold out")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit Jumbo Teddy Bear" })).toHaveAttribute(
      "href",
      "/seller/products?edit=9",
    );
  });

  it("links an admin's stock alerts to the product page: they edit only their own products", async () => {
    mockApi().on("GET", /^\/api\/seller\/dashboard$/, () => dashboard(30));
    render(admin);
    expect(await screen.findByRole("link", { name: "View Ceramic Teapot" })).toHaveAttribute("href", "/products/7");
  });

  it("says so when the range has no orders", async () => {
    mockApi().on("GET", /^\/api\/seller\/dashboard$/, () =>
      dashboard(30, {
        series: Array.from({ length: 30 }, (_, i) => ({ day: day(29 - i), revenueCents: 0, orders: 0 })),
        totals: { revenueCents: 0, orders: 0 },
        topProducts: [],
      }),
    );
    render();
    expect(await screen.findByText("No orders in the last 30 days")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("No sales in the last 30 days")).toBeInTheDocument();
  });

  it("shows the server's error in an alert", async () => {
    mockApi().on("GET", /^\/api\/seller\/dashboard$/, () => new Reply(500, { message: "Database down", code: "X" }));
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("Database down");
  });
});
