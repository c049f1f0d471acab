/**
 * "Cancel my part" in the seller's order details (docs/decisions/0043-cancelling-one-part.md, 0048):
 * only for a part not yet shipped, by keyboard, with the reason the server requires (checked here with
 * the server's limits first), the server's refusal shown in the dialog, the result shown and the list
 * read again.
 */
import { ROLES, type SellerOrder } from "@shop/contract";
import { MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrdersTab } from "./orders-tab";
import { sellerOrder } from "./seller-order-fixture";

configure({ asyncUtilTimeout: 5000 });

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

/** The shop's orders: 1 still placed, 2 shipped; the PUT answers with `answer` (the part as it is now, or a refusal). */
function shop(answer: (orderId: number, reason: string) => SellerOrder | Reply) {
  const statuses: Record<number, string> = { 1: "Order Placed", 2: "Shipped" };
  return mockApi()
    .on("GET", /^\/api\/seller\/orders$/, () =>
      pageOf(Object.entries(statuses).map(([id, status]) => sellerOrder(Number(id), status))),
    )
    .on("GET", /^\/api\/seller\/orders\/\d+$/, (url) => {
      const id = Number(/orders\/(\d+)/.exec(url.pathname)?.[1]);
      return sellerOrder(id, statuses[id] ?? "");
    })
    .on("PUT", /^\/api\/seller\/orders\/\d+\/cancel$/, (url, init) => {
      const id = Number(/orders\/(\d+)/.exec(url.pathname)?.[1]);
      const result = answer(id, JSON.parse(String(init?.body)).reason);
      if (!(result instanceof Reply)) statuses[id] = result.orderStatus;
      return result;
    });
}

describe("a seller cancelling their part", { timeout: 20_000 }, () => {
  it("asks for a reason by keyboard, cancels, shows the result and reads the list again", async () => {
    // The server's earnings of a cancelled part are zero: the details say none, with no "Commission −$0.00".
    const zero = { sale: 0, commission: 0, commissionPercent: 10, cashCollected: 0, net: 0 };
    const api = shop((id) => ({ ...sellerOrder(id, "Cancelled"), earnings: zero }));
    renderWithProviders(<OrdersTab />, { user: seller });
    const user = userEvent.setup();

    // A shipped part cannot be cancelled.
    await user.click(await screen.findByRole("button", { name: "View details of order 2" }));
    const shipped = within(await screen.findByRole("dialog", { name: "Order #2" }));
    expect(shipped.queryByRole("button", { name: MSG.cancelPartButton })).not.toBeInTheDocument();
    await user.click(shipped.getByRole("button", { name: "Close dialog" }));

    await user.click(screen.getByRole("button", { name: "View details of order 1" }));
    const details = within(await screen.findByRole("dialog", { name: "Order #1" }));
    details.getByRole("button", { name: MSG.cancelPartButton }).focus();
    await user.keyboard("{Enter}");
    const confirm = within(await screen.findByRole("dialog", { name: MSG.cancelPartTitle(1) }));
    const reason = confirm.getByLabelText(new RegExp(MSG.cancelReasonLabel));
    // The focus is in the reason; an empty one is refused here, before the server is asked.
    expect(reason).toHaveFocus();
    await user.tab();
    expect(confirm.getByRole("button", { name: MSG.keepPartButton })).toHaveFocus();
    await user.tab();
    expect(confirm.getByRole("button", { name: MSG.cancelPartButton })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await confirm.findByText(MSG.cancelReasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute("maxLength", "200");
    expect(api.calls("PUT", /cancel$/)).toHaveLength(0);

    await user.click(reason);
    await user.keyboard("  The lamp arrived broken  ");
    expect(confirm.queryByText(MSG.cancelReasonRequired)).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(api.calls("PUT", /cancel$/)).toHaveLength(1));
    const put = api.calls("PUT", /cancel$/)[0]!;
    expect(put.url.pathname).toBe("/api/seller/orders/1/cancel");
    expect(JSON.parse(String(put.init?.body))).toEqual({ reason: "The lamp arrived broken" });
    // The confirmation closes; the details say it is done and show the part cancelled, with no button left.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: MSG.cancelPartTitle(1) })).not.toBeInTheDocument());
    expect(await details.findByRole("status")).toHaveTextContent(SUCCESS.partCancelled(1));
    expect(details.getAllByText("Cancelled").length).toBeGreaterThan(0);
    expect(details.getByTestId("part-earnings")).toHaveTextContent(`Your earnings: ${MSG.earningsPartCancelled}`);
    expect(details.queryByText(/Commission/)).not.toBeInTheDocument();
    expect(details.queryByRole("button", { name: MSG.cancelPartButton })).not.toBeInTheDocument();
    // The list is read again, from its first page.
    await waitFor(() => expect(api.calls("GET", /^\/api\/seller\/orders$/).length).toBeGreaterThan(1));
    expect(
      api
        .calls("GET", /^\/api\/seller\/orders$/)
        .at(-1)
        ?.url.searchParams.get("pageNumber"),
    ).toBe("0");
    await user.click(details.getByRole("button", { name: "Close dialog" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Mark Shipped: order 1" })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal in the dialog and keeps the part", async () => {
    shop(() => new Reply(409, { message: "This order cannot be marked Cancelled now", code: "INVALID_STATUS_CHANGE" }));
    renderWithProviders(<OrdersTab />, { user: seller });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "View details of order 1" }));
    const details = within(await screen.findByRole("dialog", { name: "Order #1" }));
    await user.click(details.getByRole("button", { name: MSG.cancelPartButton }));
    const confirm = within(await screen.findByRole("dialog", { name: MSG.cancelPartTitle(1) }));
    await user.type(confirm.getByLabelText(new RegExp(MSG.cancelReasonLabel)), "Out of stock");
    await user.click(confirm.getByRole("button", { name: MSG.cancelPartButton }));
    expect(await confirm.findByRole("alert")).toHaveTextContent("This order cannot be marked Cancelled now");
    await user.click(confirm.getByRole("button", { name: MSG.keepPartButton }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: MSG.cancelPartTitle(1) })).not.toBeInTheDocument());
    expect(details.getByRole("button", { name: MSG.cancelPartButton })).toBeInTheDocument();
  });
});
