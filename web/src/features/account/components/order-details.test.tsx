import type { Order } from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catchDownloads } from "../../../test/catch-downloads";
import { order } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrderDetails } from "./order-details";

const REFUNDS: Order["refunds"] = [
  {
    refundId: 1,
    amount: 12.5,
    status: "failed",
    failureReason: "expired_or_canceled_card",
    sellerName: "Harbour Goods",
    returnId: null,
    createdAt: "2026-12-06T10:00:00.000Z",
  },
  {
    refundId: 2,
    amount: 20,
    status: "succeeded",
    failureReason: null,
    sellerName: null,
    returnId: null,
    createdAt: "2026-12-06T11:00:00.000Z",
  },
];

describe("OrderDetails", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names each line's variant and shows the code's discount line", () => {
    const placed = order({
      subtotal: 40,
      discount: 4,
      promotionCode: "SAVE10",
      tax: 2.52,
      totalAmount: 44.51,
      orderItemDTOs: [
        {
          ...order().orderItemDTOs[0],
          productDTO: { productId: 9, productName: "Crew Tee", image: "default.png" },
          options: { Size: "M", Color: "Navy" },
          sku: "TEE-M-NVY",
          promotionDiscount: 4,
        },
      ],
    }) as Order;
    renderWithProviders(<OrderDetails order={placed} />);
    const items = within(screen.getByRole("region", { name: "Items of order 501" }));
    expect(items.getByText("Size: M · Color: Navy")).toBeInTheDocument();
    const amounts = within(screen.getByRole("region", { name: "Order amounts" }));
    expect(amounts.getByText("Discount (SAVE10)").nextSibling).toHaveTextContent("-$4.00");
    expect(amounts.getByText("Total").nextSibling).toHaveTextContent("$44.51");
  });

  it("reads a collected cash payment as Paid and links a delivered line to its review", () => {
    const base = order();
    const delivered = order({
      orderStatus: "Delivered",
      paymentDTO: { ...base.paymentDTO, pgStatus: "success" },
      orderItemDTOs: [{ ...base.orderItemDTOs[0], status: "Delivered" }],
    }) as Order;
    const { unmount } = renderWithProviders(<OrderDetails order={delivered} />);
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("Paid")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Write a review ?: Walnut Desk Lamp$/ })).toHaveAttribute(
      "href",
      "/products/3#reviews-heading",
    );
    unmount();
    // Before delivery: no review link, and the payment is still to be collected.
    renderWithProviders(<OrderDetails order={order() as Order} />);
    expect(screen.queryByRole("link", { name: /Write a review/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("Pending")).toBeInTheDocument();
  });

  it("lists the card refunds with their status, a failed one with Stripe's reason in words", () => {
    const refunded = order({
      orderStatus: "Cancelled",
      refunds: REFUNDS,
    }) as Order;
    renderWithProviders(<OrderDetails order={refunded} />);
    const refunds = within(screen.getByRole("region", { name: MSG.refundsTitle }));
    const items = refunds.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(`Harbour Goods$12.50${MSG.refundFailed}${MSG.refundReasonExpiredCard}`);
    expect(items[1]).toHaveTextContent(`${MSG.refundOfOrder}$20.00${MSG.refundSucceeded}`);
  });

  it("shows no refunds for an order without any", () => {
    renderWithProviders(<OrderDetails order={order() as Order} />);
    expect(screen.queryByRole("region", { name: MSG.refundsTitle })).not.toBeInTheDocument();
  });

  it("shows no discount line for an order without a code", () => {
    renderWithProviders(<OrderDetails order={order() as Order} />);
    expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
  });

  it("offers the invoice and the tracking numbers, and no invoice for a cancelled order never invoiced", async () => {
    const shipped = order({
      orderStatus: "Shipped",
      shipments: [
        {
          sellerName: "Marigold Audio",
          status: "Shipped",
          carrier: "UPS",
          trackingNumber: "1Z999AA10123456784",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
        },
      ],
    }) as Order;
    const { unmount } = renderWithProviders(<OrderDetails order={shipped} />);
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
    const tracking = screen.getByRole("region", { name: "Tracking" });
    expect(within(tracking).getByRole("link", { name: "1Z999AA10123456784" })).toHaveAttribute(
      "href",
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    unmount();
    const { calls } = mockApi({ "GET /api/orders/501/credit-notes": { status: 200, body: [] } });
    renderWithProviders(<OrderDetails order={order({ orderStatus: "Cancelled" }) as Order} />, { user: makeUser() });
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/orders/501/credit-notes"));
    expect(screen.queryByRole("button", { name: "Download invoice" })).not.toBeInTheDocument();
  });

  it("keeps a cancelled order's invoice and offers the credit note issued against it", async () => {
    mockApi({
      "GET /api/orders/501/credit-notes": {
        status: 200,
        body: [
          {
            number: 1,
            label: "CN-000001",
            invoiceNumber: "INV-000042",
            issuedAt: "2026-12-01T10:00:00.000Z",
            reason: "Order cancelled",
            total: 44.51,
          },
        ],
      },
    });
    renderWithProviders(<OrderDetails order={order({ orderStatus: "Cancelled" }) as Order} />, { user: makeUser() });
    expect(await screen.findByRole("button", { name: "Download credit note CN-000001" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeInTheDocument();
  });

  /** An order of two sellers' parts (docs/decisions/0040-invoices-issued-by-sellers.md). */
  const twoParts = (orderStatus = "Order Placed") =>
    order({
      orderStatus,
      shipments: [
        { sellerName: "Harbour Goods", status: orderStatus, carrier: null, trackingNumber: null, trackingUrl: null },
        { sellerName: "Seller 7", status: orderStatus, carrier: null, trackingNumber: null, trackingUrl: null },
      ],
    }) as Order;
  const sellerInvoices = [
    {
      issuer: "seller",
      sellerId: 3,
      sellerName: "Harbour Goods",
      label: "INV-S3-000001",
      issuedAt: "2026-12-01T10:00:00.000Z",
    },
    { issuer: "seller", sellerId: 7, sellerName: "Seller 7", label: null, issuedAt: null },
  ];

  it("offers one invoice per seller's part when the sellers issue them, each from its seller's address", async () => {
    const downloads = catchDownloads();
    const { calls } = mockApi({
      "GET /api/orders/501/invoices": { status: 200, body: sellerInvoices },
      "GET /api/orders/501/sellers/7/invoice.pdf": { status: 200, body: {} },
    });
    renderWithProviders(<OrderDetails order={twoParts()} />, { user: makeUser() });
    const harbour = await screen.findByRole("button", { name: MSG.downloadSellerInvoice("Harbour Goods") });
    expect(harbour).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: MSG.downloadInvoice })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: MSG.downloadSellerInvoice("Seller 7") }));
    await vi.waitFor(() => expect(downloads.saved).toEqual(["invoice-order-501-seller-7.pdf"]));
    expect(calls.map((c) => c.path)).toContain("/api/orders/501/sellers/7/invoice.pdf");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    downloads.restore();
  });

  it("keeps the one invoice of an order the shop invoices, and a cancelled order's sellers' credit notes", async () => {
    mockApi({
      "GET /api/orders/501/invoices": {
        status: 200,
        body: [{ issuer: "shop", sellerId: null, sellerName: null, label: null, issuedAt: null }],
      },
    });
    const { unmount } = renderWithProviders(<OrderDetails order={twoParts()} />, { user: makeUser() });
    expect(screen.getByRole("button", { name: MSG.downloadInvoice })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: MSG.downloadInvoice })).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: /Download invoice from/ })).not.toBeInTheDocument();
    unmount();

    const downloads = catchDownloads();
    const { calls } = mockApi({
      "GET /api/orders/501/invoices": {
        status: 200,
        body: sellerInvoices.map((i) => ({ ...i, label: "INV-S9-000001" })),
      },
      "GET /api/orders/501/credit-notes": {
        status: 200,
        body: [
          {
            number: 4,
            label: "CN-S3-000004",
            invoiceNumber: "INV-S3-000001",
            issuedAt: "2026-12-01T10:00:00.000Z",
            reason: "Order cancelled",
            total: 42.44,
            sellerId: 3,
            sellerName: "Harbour Goods",
          },
        ],
      },
      "GET /api/orders/501/sellers/3/credit-notes/4.pdf": { status: 200, body: {} },
    });
    renderWithProviders(<OrderDetails order={twoParts("Cancelled")} />, { user: makeUser() });
    await userEvent.click(await screen.findByRole("button", { name: MSG.downloadCreditNote("CN-S3-000004") }));
    await vi.waitFor(() => expect(downloads.saved).toEqual(["credit-note-CN-S3-000004.pdf"]));
    expect(calls.map((c) => c.path)).toContain("/api/orders/501/sellers/3/credit-notes/4.pdf");
    expect(await screen.findByRole("button", { name: MSG.downloadSellerInvoice("Harbour Goods") })).toBeInTheDocument();
    downloads.restore();
  });

  it("lists the credit note of a part cancelled on its own beside the invoices of an order still going", async () => {
    const going = twoParts();
    going.shipments![0]!.status = "Cancelled";
    mockApi({
      "GET /api/orders/501/invoices": { status: 200, body: sellerInvoices },
      "GET /api/orders/501/credit-notes": {
        status: 200,
        body: [
          {
            number: 1,
            label: "CN-S3-000001",
            invoiceNumber: "INV-S3-000001",
            issuedAt: "2026-12-02T10:00:00.000Z",
            reason: "Part cancelled",
            total: 3960,
            sellerId: 3,
            sellerName: "Harbour Goods",
          },
        ],
      },
    });
    renderWithProviders(<OrderDetails order={going} />, { user: makeUser() });
    expect(await screen.findByRole("button", { name: MSG.downloadCreditNote("CN-S3-000001") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: MSG.downloadSellerInvoice("Harbour Goods") })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: MSG.downloadSellerInvoice("Seller 7") })).toBeInTheDocument();
  });
});
