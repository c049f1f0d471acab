import { ROLES } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { makeProduct, pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderRoutes } from "../../../test/render";
import { SellerDashboardPage } from "./seller-dashboard-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");
const routes = ["/seller/dashboard", "/seller/products", "/seller/orders"].map((path) => ({
  path,
  element: <SellerDashboardPage />,
}));

function mockSellerApi() {
  return mockApi()
    .on("GET", /^\/api\/seller\/dashboard\/stats$/, () => ({
      totalProducts: 12,
      totalOrders: 3,
      totalSales: 1234.5,
      totalCustomers: 2,
    }))
    .on("GET", /^\/api\/seller\/dashboard$/, () => new Reply(503, { message: "Not in this test", code: "X" }))
    .on("GET", /^\/api\/seller\/orders$/, () => pageOf([]))
    .on("GET", /^\/api\/seller\/products$/, () => pageOf([]))
    .on("GET", /^\/api\/public\/categories$/, () => pageOf([{ categoryId: 1, categoryName: "Electronics" }]));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("seller dashboard", { timeout: 20_000 }, () => {
  it("shows the four stats, Total Sales as money, and the empty recent activity", async () => {
    mockSellerApi();
    renderRoutes(routes, { user: seller, path: "/seller/dashboard" });
    expect(screen.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeInTheDocument();
    expect(document.title).toMatch(/^Seller Dashboard \| /);
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "My Products" })).toHaveTextContent("12");
    expect(screen.getByRole("group", { name: "Orders" })).toHaveTextContent("3");
    expect(screen.getByRole("group", { name: "Customers" })).toHaveTextContent("2");
    expect(await screen.findByText("No recent activity to display.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View all orders/ })).toHaveAttribute("href", "/seller/orders");
  });

  it("greets the seller by the shop's name customers see, else by the username", async () => {
    mockSellerApi().on("GET", /^\/api\/seller\/profile$/, () => ({
      username: "seller1",
      displayName: "Maple & Finch",
      taxId: "",
      address: "",
      about: "",
      returnAddress: "",
      logo: null,
      cover: null,
      bankDetails: "",
    }));
    renderRoutes(routes, { user: seller, path: "/seller/dashboard" });
    expect(await screen.findByText(/^Welcome back, Maple & Finch\./)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("picks the tab from the path and moves between tabs by path", async () => {
    mockSellerApi();
    const { router } = renderRoutes(routes, { user: seller, path: "/seller/orders" });
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No orders found")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "My Products" }));
    expect(router.state.location.pathname).toBe("/seller/products");
    expect(await screen.findByText("You haven't created any products yet.")).toBeInTheDocument();
  });

  it("opens the add form from the Add New Product quick action", async () => {
    mockSellerApi();
    const { router } = renderRoutes(routes, { user: seller, path: "/seller/dashboard" });
    await userEvent.click(screen.getByRole("button", { name: "Add New Product" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/seller/products"));
    expect(await screen.findByRole("dialog", { name: "Add New Product" })).toBeInTheDocument();
  });

  it("opens the edit form of the product named by ?edit= (the Overview's stock alerts link there)", async () => {
    mockSellerApi().on("GET", /^\/api\/public\/products\/5$/, () =>
      makeProduct(5, { productName: "Jumbo Teddy Bear", quantity: 0 }),
    );
    const { router } = renderRoutes(routes, { user: seller, path: "/seller/products?edit=5" });
    const dialog = await screen.findByRole("dialog", { name: "Edit Product" });
    expect(within(dialog).getByLabelText(/Product Name/)).toHaveValue("Jumbo Teddy Bear");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
