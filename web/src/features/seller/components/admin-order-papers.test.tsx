/**
 * An admin who does not sell opens an order in the dashboard's Orders tab: the papers of its parts
 * download as its customer's do (each seller's invoice when the sellers issue them, each credit note
 * of a cancelled part), beside the packing slip; a seller sees only their own part's.
 */
import { ROLES } from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { catchDownloads } from "../../../test/catch-downloads";
import { pageOf } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrdersTab } from "./orders-tab";
import { sellerOrder } from "./seller-order-fixture";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

/** Order 5 of two sellers' parts, invoiced by each seller; seller 7's part cancelled and credited. */
function shop() {
  const order = sellerOrder(5, "Order Placed", { invoiceIssuer: "seller" });
  order.orderItemDTOs = [
    order.orderItemDTOs[0]!,
    { ...order.orderItemDTOs[0]!, orderItemId: 51, productId: 4, status: "Cancelled" },
  ];
  return mockApi()
    .on("GET", /^\/api\/seller\/orders$/, () => pageOf([order]))
    .on("GET", /^\/api\/seller\/orders\/5$/, () => order)
    .on("GET", /^\/api\/orders\/5\/invoices$/, () => [
      { issuer: "seller", sellerId: 6, sellerName: "Harbour Street Goods", label: "INV-S6-000001", issuedAt: null },
      { issuer: "seller", sellerId: 7, sellerName: "Kiln & Clay", label: "INV-S7-000001", issuedAt: null },
    ])
    .on("GET", /^\/api\/orders\/5\/credit-notes$/, () => [
      {
        number: 1,
        label: "CN-S7-000001",
        invoiceNumber: "INV-S7-000001",
        issuedAt: "2026-12-02T10:00:00.000Z",
        reason: "Out of clay",
        total: 12.5,
        sellerId: 7,
        sellerName: "Kiln & Clay",
      },
    ])
    .on("GET", /^\/api\/orders\/5\/sellers\/\d+\/(invoice|credit-notes\/\d+)\.pdf$/, () => ({}));
}

describe("an admin's order details", { timeout: 20_000 }, () => {
  it("download each seller's invoice and each credit note of a part, as the customer's do", async () => {
    const { saved, restore } = catchDownloads();
    const api = shop();
    renderWithProviders(<OrdersTab />, { user: makeUser([ROLES.user, ROLES.admin], "admin") });
    await userEvent.click(await screen.findByRole("button", { name: "View details of order 5" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Order #5" }));
    await userEvent.click(await dialog.findByRole("button", { name: MSG.downloadSellerInvoice("Kiln & Clay") }));
    await userEvent.click(dialog.getByRole("button", { name: MSG.downloadSellerInvoice("Harbour Street Goods") }));
    await userEvent.click(await dialog.findByRole("button", { name: MSG.downloadCreditNote("CN-S7-000001") }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved).toEqual([
      "invoice-order-5-seller-7.pdf",
      "invoice-order-5-seller-6.pdf",
      "credit-note-CN-S7-000001.pdf",
    ]);
    expect(api.calls("GET", /\.pdf$/).map((c) => c.url.pathname)).toEqual([
      "/api/orders/5/sellers/7/invoice.pdf",
      "/api/orders/5/sellers/6/invoice.pdf",
      "/api/orders/5/sellers/7/credit-notes/1.pdf",
    ]);
    expect(dialog.getByRole("button", { name: "Packing slip" })).toBeInTheDocument();
    // An admin has no part of their own to cancel.
    expect(dialog.queryByRole("button", { name: "Cancel my part" })).not.toBeInTheDocument();
    restore();
  });

  it("are not a seller's: a seller sees only their own part's papers", async () => {
    const api = shop();
    renderWithProviders(<OrdersTab />, { user: makeUser([ROLES.user, ROLES.seller], "seller1") });
    await userEvent.click(await screen.findByRole("button", { name: "View details of order 5" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Order #5" }));
    expect(dialog.getByRole("button", { name: "Invoice" })).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: MSG.downloadSellerInvoice("Kiln & Clay") })).not.toBeInTheDocument();
    expect(api.calls("GET", /^\/api\/orders\//)).toHaveLength(0);
  });
});
