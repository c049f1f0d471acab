import { MSG, ROLES, type SellerOrder } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderRoutes } from "../../../test/render";
import { sellerOrder } from "../components/seller-order-fixture";
import { AdminOrdersPage } from "./admin-orders-page";

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "owner");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

/** An order of the whole shop: the seller tab's fixture with the admin's parts, one line shipped. */
function order(orderId: number, email: string): SellerOrder {
  const base = sellerOrder(orderId, "Partially Shipped");
  return {
    ...base,
    email,
    discount: 0,
    promotionCode: null,
    currency: "USD",
    orderItemDTOs: base.orderItemDTOs.map((line) => ({ ...line, status: "Shipped" })),
    addressDTO: { ...base.addressDTO, fullName: "Ada Lovelace" },
    parts: [
      { sellerId: 2, sellerName: "Tea House", status: "Shipped" },
      { sellerId: 3, sellerName: "Seller 3", status: "Order Placed" },
    ],
  } as SellerOrder;
}

const render = (path: string) =>
  renderRoutes([{ path: "/admin/orders", element: <AdminOrdersPage /> }], { user: admin, path });

describe("the admin's Orders screen", () => {
  it("lists what the URL asks for: the search, filters, sort and page, with each order's parts", async () => {
    const api = mockApi().on("GET", /\/api\/admin\/orders$/, () => pageOf([order(7, "ada@example.com")], 1, 3));
    render("/admin/orders?keyword=ada&status=Shipped&sellerId=2&sort=totalAsc&page=2");
    const table = await screen.findByRole("table", { name: MSG.ordersTitle });
    expect(within(table).getByText("#7")).toBeInTheDocument();
    expect(within(table).getByText("Tea House")).toBeInTheDocument();
    expect(within(table).getByText("Ada Lovelace")).toBeInTheDocument();
    const url = api.calls("GET", /\/api\/admin\/orders$/)[0]!.url;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: "ada",
      status: "Shipped",
      sellerId: "2",
      sortBy: "totalAmount",
      sortOrder: "asc",
      pageNumber: "1",
      pageSize: "10",
    });
    expect(screen.getByRole("searchbox", { name: MSG.ordersSearchLabel })).toHaveValue("ada");
    expect(screen.getByRole("combobox", { name: MSG.ordersStatusLabel })).toHaveValue("Shipped");
    expect(screen.getByRole("combobox", { name: MSG.ordersSortLabel })).toHaveValue("totalAsc");
  });

  it("searches by a customer's e-mail with Enter, keeps it in the URL, and clears the filters", async () => {
    const api = mockApi().on("GET", /\/api\/admin\/orders$/, (url) =>
      url.searchParams.get("keyword") === "nobody@example.com" ? pageOf([]) : pageOf([order(7, "ada@example.com")]),
    );
    const { router } = render("/admin/orders");
    await screen.findByText("#7");
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: MSG.ordersSearchLabel }), "nobody@example.com{Enter}");
    expect(await screen.findByText(MSG.ordersNoMatch)).toBeInTheDocument();
    expect(router.state.location.search).toBe("?keyword=nobody%40example.com");
    expect(
      api
        .calls("GET", /\/api\/admin\/orders$/)
        .at(-1)!
        .url.searchParams.get("keyword"),
    ).toBe("nobody@example.com");
    await user.click(screen.getByRole("button", { name: MSG.ordersClear }));
    expect(await screen.findByText("#7")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("searchbox", { name: MSG.ordersSearchLabel })).toHaveValue("");
  });

  it("checks the days by the API's own rules before asking", async () => {
    const api = mockApi().on("GET", /\/api\/admin\/orders$/, () => pageOf([order(7, "ada@example.com")]));
    const { router } = render("/admin/orders");
    await screen.findByText("#7");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(MSG.ordersFromLabel), "2026-03-02");
    await user.type(screen.getByLabelText(MSG.ordersToLabel), "2026-03-01");
    await user.click(screen.getByRole("button", { name: MSG.ordersApply }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.orderRangeInvalid);
    expect(router.state.location.search).toBe("");
    expect(api.calls("GET", /\/api\/admin\/orders$/)).toHaveLength(1);
  });

  it("shows the error with Try again, the empty shop, and opens an order's details with its parts", async () => {
    let fail = true;
    mockApi()
      .on("GET", /\/api\/admin\/orders$/, () =>
        fail ? new Reply(500, { message: "Down", code: "INTERNAL" }) : pageOf([order(7, "ada@example.com")]),
      )
      .on("GET", /\/api\/seller\/orders\/7$/, () => ({ ...order(7, "ada@example.com"), history: [] }));
    render("/admin/orders");
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    const user = userEvent.setup();
    await user.click(retry);
    await user.click(await screen.findByRole("button", { name: "View details of order 7" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Tea House")).toBeInTheDocument();
    expect(within(dialog).getByText("Desk Lamp")).toBeInTheDocument();
  });

  it("says when the shop has no orders yet", async () => {
    mockApi().on("GET", /\/api\/admin\/orders$/, () => pageOf([]));
    render("/admin/orders");
    expect(await screen.findByText(MSG.noOrders)).toBeInTheDocument();
    expect(screen.getByText(MSG.ordersNoneYet)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: MSG.ordersClear })).toBeNull());
  });
});
