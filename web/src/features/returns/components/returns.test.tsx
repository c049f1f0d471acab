/**
 * The returns' screens (docs/decisions/0046-returns-and-refunds.md): the customer asks for a return of
 * a delivered part from the order's returns section, the contract's rules checked before sending; the
 * seller approves it and records what came back from the Returns list.
 */
import { ROLES, type Return, type ReturnableOrderPart } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrderReturns } from "./order-returns";
import { ReturnsManager } from "./returns-manager";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const closes = new Date(Date.now() + 10 * 86_400_000).toISOString();
const part: ReturnableOrderPart = {
  sellerId: 3,
  sellerName: "Maple & Finch",
  status: "Delivered",
  deliveredAt: new Date().toISOString(),
  windowClosesAt: closes,
  open: true,
  lines: [
    { orderItemId: 41, productName: "Linen shirt", options: { Size: "M" }, quantity: 2, returnable: 2 },
    { orderItemId: 42, productName: "Scarf", options: {}, quantity: 1, returnable: 0 },
  ],
};
const asked: Return = {
  returnId: 7,
  orderId: 12,
  sellerId: 3,
  sellerName: "Maple & Finch",
  status: "requested",
  reason: "wrong_size",
  note: "",
  declineReason: null,
  lines: [
    {
      orderItemId: 41,
      productName: "Linen shirt",
      options: { Size: "M" },
      quantity: 2,
      quantityReceived: 0,
      quantityResellable: 0,
    },
  ],
  refundAmount: 42.78,
  shippingRefund: 0,
  refundMethod: null,
  refundReference: null,
  currency: "USD",
  sendTo: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

describe("the customer's returns of an order", { timeout: 20_000 }, () => {
  it("offers a delivered part's return until its window closes and sends the chosen units with the reason", async () => {
    let returns: Return[] = [];
    const api = mockApi()
      .on("GET", /^\/api\/orders\/12\/returnable$/, () => [part])
      .on("GET", /^\/api\/orders\/12\/returns$/, () => returns)
      .on("POST", /^\/api\/orders\/12\/returns$/, () => {
        returns = [asked];
        return asked;
      });
    renderWithProviders(<OrderReturns orderId={12} />, { user: makeUser([ROLES.user]) });
    expect(await screen.findByText(/^You can return these items until /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Return items from Maple & Finch" }));
    const dialog = await screen.findByRole("dialog");
    // Only the line with units left is offered; without a reason nothing is sent.
    expect(within(dialog).queryByText(/Scarf/)).not.toBeInTheDocument();
    const count = within(dialog).getByLabelText("Linen shirt (Size: M): how many to return (at most 2)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask for the return" }));
    expect(await within(dialog).findByText("Choose why you are returning the items")).toBeInTheDocument();
    expect(api.calls("POST", /returns$/)).toHaveLength(0);
    await userEvent.clear(count);
    await userEvent.type(count, "2");
    await userEvent.selectOptions(within(dialog).getByLabelText(/Why are you returning them/), "wrong_size");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask for the return" }));
    expect(await screen.findByText("Your return is asked for: the seller will answer by e-mail")).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("POST", /returns$/)[0]?.init?.body))).toEqual({
      sellerId: 3,
      reason: "wrong_size",
      lines: [{ orderItemId: 41, quantity: 2 }],
    });
    expect(await screen.findByText("Return #7 · Maple & Finch")).toBeInTheDocument();
    expect(screen.getByText("Return requested")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel return" })).toBeInTheDocument();
  });

  it("says when the window closed and offers no return", async () => {
    mockApi()
      .on("GET", /^\/api\/orders\/12\/returnable$/, () => [
        { ...part, windowClosesAt: "2026-01-02T00:00:00.000Z", open: false },
      ])
      .on("GET", /^\/api\/orders\/12\/returns$/, () => []);
    renderWithProviders(<OrderReturns orderId={12} />, { user: makeUser([ROLES.user]) });
    expect(await screen.findByText(/^The return window closed on /)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Return items/ })).not.toBeInTheDocument();
  });
});

describe("the seller's Returns list", { timeout: 20_000 }, () => {
  it("approves a requested return, then records what came back", async () => {
    let current: Return = asked;
    const api = mockApi()
      .on("GET", /^\/api\/seller\/returns$/, () => ({
        content: [current],
        pageNumber: 0,
        pageSize: 10,
        totalElements: 1,
        totalPages: 1,
        lastPage: true,
      }))
      .on("PUT", /^\/api\/seller\/returns\/7\/approve$/, () => {
        current = { ...asked, status: "approved" };
        return current;
      })
      .on("PUT", /^\/api\/seller\/returns\/7\/receive$/, () => {
        current = { ...current, status: "received", refundAmount: 21.39 };
        return current;
      });
    renderWithProviders(<ReturnsManager tree="seller" />, { user: makeUser([ROLES.user, ROLES.seller]) });
    // The list names what is coming back: the product, its options and the units.
    const list = within((await screen.findAllByRole("table", { name: MSG.returnsTitle }))[0]!);
    expect(list.getByRole("columnheader", { name: MSG.returnsColumnItems })).toBeInTheDocument();
    expect(list.getByText("Linen shirt")).toBeInTheDocument();
    expect(list.getByText("Size: M")).toBeInTheDocument();
    await userEvent.click((await screen.findAllByRole("button", { name: "Open return #7" }))[0]!);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByRole("button", { name: "Record what came back" })).toBeInTheDocument();
    const received = within(dialog).getByLabelText("Linen shirt (Size: M): received");
    await userEvent.clear(received);
    await userEvent.type(received, "1");
    // More resellable than received: the contract's rule, before anything is sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Record what came back" }));
    expect(
      await within(dialog).findByText("Received and resellable units must be whole numbers of 0 or more"),
    ).toBeInTheDocument();
    expect(api.calls("PUT", /receive$/)).toHaveLength(0);
    const resellable = within(dialog).getByLabelText("Linen shirt (Size: M): can be sold again");
    await userEvent.clear(resellable);
    await userEvent.type(resellable, "0");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record what came back" }));
    expect(await within(dialog).findByRole("button", { name: "Record the refund" })).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /receive$/)[0]?.init?.body))).toEqual({
      lines: [{ orderItemId: 41, quantityReceived: 1, quantityResellable: 0 }],
    });
  });
});

describe("the admin's Returns screen", { timeout: 20_000 }, () => {
  it("names each return's products and seller", async () => {
    mockApi().on("GET", /^\/api\/admin\/returns$/, () => ({
      content: [asked],
      pageNumber: 0,
      pageSize: 10,
      totalElements: 1,
      totalPages: 1,
      lastPage: true,
    }));
    renderWithProviders(<ReturnsManager tree="admin" headed={false} />, { user: makeUser([ROLES.user, ROLES.admin]) });
    const list = within((await screen.findAllByRole("table", { name: MSG.returnsTitle }))[0]!);
    expect(list.getByText("Linen shirt")).toBeInTheDocument();
    expect(list.getByText("Maple & Finch")).toBeInTheDocument();
  });
});
