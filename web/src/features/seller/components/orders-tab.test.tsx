import { MSG, ROLES, type SellerOrder, SUCCESS } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { catchDownloads } from "../../../test/catch-downloads";
import { pageOf } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrdersTab } from "./orders-tab";
import { sellerOrder as order } from "./seller-order-fixture";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("seller orders tab", { timeout: 20_000 }, () => {
  it("offers Mark Shipped only while allowed and Mark Delivered after Shipped", async () => {
    const statuses: Record<number, string> = { 1: "Order Placed", 2: "Shipped", 3: "Delivered", 4: "Cancelled" };
    const api = mockApi()
      .on("GET", /^\/api\/seller\/orders$/, () =>
        pageOf(Object.entries(statuses).map(([id, status]) => order(Number(id), status))),
      )
      .on("PUT", /^\/api\/seller\/orders\/\d+\/status$/, (url) => {
        const id = Number(/orders\/(\d+)/.exec(url.pathname)?.[1]);
        statuses[id] = url.searchParams.get("status") ?? "";
        return order(id, statuses[id] ?? "");
      });
    renderWithProviders(<OrdersTab />, { user: seller });

    await screen.findByText("#1");
    expect(screen.getAllByRole("button", { name: /^Mark Shipped/ }).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Mark Shipped: order 1",
    ]);
    expect(screen.getAllByRole("button", { name: /^Mark Delivered/ }).map((b) => b.getAttribute("aria-label"))).toEqual(
      ["Mark Delivered: order 2"],
    );
    // Status colours of the seller screens.
    expect(screen.getAllByText("Order Placed", { ignore: "option" })[0]).toHaveClass("bg-amber-50");
    expect(screen.getAllByText("Cancelled", { ignore: "option" })[0]).toHaveClass("bg-red-50");

    await userEvent.click(screen.getByRole("button", { name: "Mark Shipped: order 1" }));
    // The carrier and tracking number are asked for, and both may stay empty.
    const dialog = within(await screen.findByRole("dialog", { name: "Mark Shipped: order #1" }));
    await userEvent.type(dialog.getByLabelText("Carrier (optional)"), "UPS");
    await userEvent.type(dialog.getByLabelText("Tracking number (optional)"), "1Z999AA10123456784");
    await userEvent.click(dialog.getByRole("button", { name: "Mark Shipped" }));
    expect(await screen.findByText(SUCCESS.orderStatusUpdated)).toBeInTheDocument();
    const put = api.calls("PUT", /status$/)[0];
    expect(put?.url.pathname).toBe("/api/seller/orders/1/status");
    expect(put?.url.searchParams.get("status")).toBe("Shipped");
    expect(JSON.parse(String(put?.init?.body))).toEqual({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Mark Shipped: order 1" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Mark Delivered: order 1" })).toBeInTheDocument();
    const reload = api.calls("GET", /^\/api\/seller\/orders$/).at(-1);
    expect(reload?.url.searchParams.get("pageNumber")).toBe("0");
    expect(reload?.url.searchParams.get("sortBy")).toBe("orderDate");
    expect(reload?.url.searchParams.get("sortOrder")).toBe("desc");
  });

  it("shows payment, address and items in the details, or the empty texts", async () => {
    const twoLines = order(5, "Order Placed");
    twoLines.sellerTotal = 49.99;
    // The server's figures, as the ledger books them on delivery (the seller collects the cash here).
    twoLines.earnings = { sale: 49.99, commission: -5, commissionPercent: 10, cashCollected: -57.49, net: -12.5 };
    twoLines.orderItemDTOs = [
      ...twoLines.orderItemDTOs,
      {
        orderItemId: 51,
        productId: 4,
        productDTO: { productId: 4, productName: "Pencil Cup", image: "default.png" },
        quantity: 1,
        orderedProductPrice: 7.49,
        discount: 0,
        status: "Order Placed",
      },
    ] as SellerOrder["orderItemDTOs"];
    mockApi().on("GET", /^\/api\/seller\/orders$/, () =>
      pageOf([
        twoLines,
        order(6, "Order Placed", {
          orderItemDTOs: [],
          paymentDTO: null as never,
          addressDTO: null as never,
        }),
      ]),
    );
    renderWithProviders(<OrdersTab />, { user: seller });
    const detailsOf5 = await screen.findByRole("button", { name: "View details of order 5" });
    // The table shows the seller's total, not a line's.
    expect(screen.getAllByRole("row").find((row) => row.textContent?.includes("#5"))).toHaveTextContent("$49.99");
    await userEvent.click(detailsOf5);
    let dialog = await screen.findByRole("dialog", { name: "Order #5" });
    expect(within(dialog).getByText("Cash on Delivery")).toBeInTheDocument();
    expect(within(dialog).getByText(/1 Main Street/)).toBeInTheDocument();
    // The courier's contact: the address's recipient and phone.
    expect(within(dialog).getByText("Lee Park")).toBeInTheDocument();
    expect(within(dialog).getByText("555 010 7788")).toBeInTheDocument();
    // Each line shows quantity × unit price and its own total; the earnings are the seller's whole share.
    const lamp = within(dialog).getByText("Desk Lamp").closest("li") as HTMLElement;
    expect(within(lamp).getByText(/2 × \$21\.25/)).toBeInTheDocument();
    expect(within(lamp).getByText("$42.50")).toBeInTheDocument();
    const cup = within(dialog).getByText("Pencil Cup").closest("li") as HTMLElement;
    expect(within(cup).getByText("$7.49", { selector: "span" })).toBeInTheDocument();
    expect(within(dialog).getByText(/Your earnings/)).toHaveTextContent(
      "Your earnings: −$12.50Sale $49.99 · Commission −$5.00 (10%) · Cash you collect −$57.49",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Close dialog" }));

    await userEvent.click(screen.getByRole("button", { name: "View details of order 6" }));
    dialog = await screen.findByRole("dialog", { name: "Order #6" });
    expect(within(dialog).getByText(MSG.noPayment)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.noAddress)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.noOrderProducts)).toBeInTheDocument();
  });

  it("offers the invoice of the seller's part when the sellers issue the order's invoices", async () => {
    const { saved, restore } = catchDownloads();
    const api = mockApi()
      .on("GET", /^\/api\/seller\/orders$/, () =>
        pageOf([order(8, "Shipped", { invoiceIssuer: "seller" }), order(9, "Order Placed")]),
      )
      .on("GET", /^\/api\/seller\/orders\/\d+$/, () => order(8, "Shipped"))
      .on("GET", /^\/api\/seller\/orders\/8\/invoice\.pdf$/, () => ({}));
    // docs/decisions/0040: an order the sellers invoiced shows its invoice whatever the settings say now.
    renderWithProviders(<OrdersTab />, { user: seller });
    await userEvent.click(await screen.findByRole("button", { name: "View details of order 8" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Order #8" }));
    await userEvent.click(dialog.getByRole("button", { name: MSG.sellerInvoiceButton }));
    await waitFor(() => expect(saved).toEqual(["invoice-order-8.pdf"]));
    expect(api.calls("GET", /invoice\.pdf$/)).toHaveLength(1);
    await userEvent.click(dialog.getByRole("button", { name: "Close dialog" }));
    // An order not invoiced yet follows the shop's setting: the shop issues it, so no invoice here.
    await userEvent.click(await screen.findByRole("button", { name: "View details of order 9" }));
    dialog = within(await screen.findByRole("dialog", { name: "Order #9" }));
    expect(dialog.getByRole("button", { name: "Packing slip" })).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: MSG.sellerInvoiceButton })).not.toBeInTheDocument();
    restore();
  });

  it("offers the seller's credit note of a part they invoiced and cancelled, and none before", async () => {
    const { saved, restore } = catchDownloads();
    const api = mockApi()
      .on("GET", /^\/api\/seller\/orders$/, () =>
        pageOf([
          order(5, "Cancelled", { invoiceIssuer: "seller" }),
          order(6, "Order Placed", { invoiceIssuer: "seller" }),
        ]),
      )
      .on("GET", /^\/api\/seller\/orders\/\d+$/, () => order(5, "Cancelled"))
      .on("GET", /^\/api\/seller\/orders\/5\/credit-note\.pdf$/, () => ({}));
    renderWithProviders(<OrdersTab />, { user: seller });
    await userEvent.click(await screen.findByRole("button", { name: "View details of order 5" }));
    const cancelled = within(await screen.findByRole("dialog", { name: "Order #5" }));
    expect(cancelled.getByRole("button", { name: MSG.sellerInvoiceButton })).toBeInTheDocument();
    await userEvent.click(cancelled.getByRole("button", { name: MSG.sellerCreditNoteButton }));
    await waitFor(() => expect(saved).toEqual(["credit-note-order-5.pdf"]));
    expect(api.calls("GET", /credit-note\.pdf$/)).toHaveLength(1);
    await userEvent.click(cancelled.getByRole("button", { name: "Close dialog" }));
    await userEvent.click(await screen.findByRole("button", { name: "View details of order 6" }));
    const going = within(await screen.findByRole("dialog", { name: "Order #6" }));
    expect(going.getByRole("button", { name: MSG.sellerInvoiceButton })).toBeInTheDocument();
    expect(going.queryByRole("button", { name: MSG.sellerCreditNoteButton })).not.toBeInTheDocument();
    restore();
  });

  it('counts "1 item" and reads payment statuses as a person writes them', async () => {
    const one = order(7, "Order Placed");
    one.orderItemDTOs[0]!.quantity = 1;
    mockApi().on("GET", /^\/api\/seller\/orders$/, () => pageOf([one]));
    renderWithProviders(<OrdersTab />, { user: seller });
    await screen.findByText("#7");
    expect(screen.queryByText(/\b1 items\b/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/^1 item:?$/).length).toBeGreaterThan(0);
    expect(screen.queryByText("pending")).not.toBeInTheDocument();
    expect(screen.getAllByText("Pending").length).toBeGreaterThan(0);
  });

  it("says so when there are no orders", async () => {
    mockApi().on("GET", /^\/api\/seller\/orders$/, () => pageOf([]));
    renderWithProviders(<OrdersTab />, { user: seller });
    expect(await screen.findByText(MSG.noOrders)).toBeInTheDocument();
  });

  it("asks for the search and filters the URL holds, and says when none of the seller's orders match", async () => {
    const api = mockApi().on("GET", /^\/api\/seller\/orders$/, () => pageOf([]));
    renderWithProviders(<OrdersTab />, {
      user: seller,
      path: "/seller/orders?keyword=lamp&status=Shipped&from=2026-11-01",
    });
    expect(await screen.findByText(MSG.ordersNoMatch)).toBeInTheDocument();
    const url = api.calls("GET", /^\/api\/seller\/orders$/)[0]!.url;
    expect(url.searchParams.get("keyword")).toBe("lamp");
    expect(url.searchParams.get("status")).toBe("Shipped");
    expect(url.searchParams.get("from")).toBe("2026-11-01");
    expect(screen.getByRole("searchbox", { name: MSG.ordersSearchLabel })).toHaveValue("lamp");
    // A seller filters by their own parts only: no seller filter.
    expect(screen.queryByLabelText(MSG.ordersSellerLabel)).toBeNull();
  });
});

describe("orders export", { timeout: 20_000 }, () => {
  it("checks the range, then downloads the CSV of the chosen days", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/seller\/orders$/, () => pageOf<SellerOrder>([]))
      .on("GET", /^\/api\/seller\/orders\.csv$/, () => "order_id\r\n7\r\n");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:orders"), revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithProviders(<OrdersTab />, { user: makeUser([ROLES.user, ROLES.seller], "seller1") });
    const form = within(await screen.findByRole("form", { name: "Export orders as CSV" }));
    await userEvent.clear(form.getByLabelText("From"));
    await userEvent.type(form.getByLabelText("From"), "2026-05-02");
    await userEvent.clear(form.getByLabelText("To"));
    await userEvent.type(form.getByLabelText("To"), "2026-05-01");
    await userEvent.click(form.getByRole("button", { name: "Export CSV" }));
    expect(await form.findByText(MSG.exportRangeInvalid)).toBeInTheDocument();
    expect(api.calls("GET", /orders\.csv$/)).toHaveLength(0);

    await userEvent.clear(form.getByLabelText("To"));
    await userEvent.type(form.getByLabelText("To"), "2026-05-31");
    await userEvent.click(form.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const url = api.calls("GET", /orders\.csv$/)[0]?.url;
    expect(url?.searchParams.get("from")).toBe("2026-05-02");
    expect(url?.searchParams.get("to")).toBe("2026-05-31");
    expect(clicked[0]?.download).toBe("orders-2026-05-02-to-2026-05-31.csv");
    click.mockRestore();
  });
});
