/**
 * "Correct tracking number" in the seller's order details (docs/decisions/0058-correcting-a-tracking-number.md):
 * the number shown, an in-place form only for a shipped part, by keyboard, a blank number refused here,
 * the server's refusal shown under the field, the corrected number shown once saved.
 */
import { ROLES, type SellerOrder } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadBackOffice } from "../../../lib/back-office-i18n";
import { LanguageProvider } from "../../../lib/i18n";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrdersTab } from "./orders-tab";
import { sellerOrder } from "./seller-order-fixture";
import { TrackingFix } from "./tracking-fix";

configure({ asyncUtilTimeout: 5000 });

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

/** Order 1 placed, order 2 shipped with a tracking number; the PUT answers with `answer`. */
function shop(answer: (orderId: number, trackingNumber: string) => SellerOrder | Reply) {
  const orders: Record<number, SellerOrder> = {
    1: sellerOrder(1, "Order Placed"),
    2: sellerOrder(2, "Shipped", { carrier: "DHL", trackingNumber: "JD0001", trackingUrl: null }),
  };
  return mockApi()
    .on("GET", /^\/api\/seller\/orders$/, () => pageOf(Object.values(orders)))
    .on("GET", /^\/api\/seller\/orders\/\d+$/, (url) => orders[Number(/orders\/(\d+)/.exec(url.pathname)?.[1])])
    .on("PUT", /^\/api\/seller\/orders\/\d+\/tracking$/, (url, init) => {
      const id = Number(/orders\/(\d+)/.exec(url.pathname)?.[1]);
      const result = answer(id, JSON.parse(String(init?.body)).trackingNumber);
      if (!(result instanceof Reply)) orders[id] = result;
      return result;
    })
    .on("PUT", /^\/api\/seller\/orders\/\d+\/status$/, (url) => {
      const id = Number(/orders\/(\d+)/.exec(url.pathname)?.[1]);
      orders[id] = { ...orders[id]!, orderStatus: url.searchParams.get("status") ?? "" };
      return orders[id];
    });
}

describe("a seller correcting their part's tracking number", { timeout: 20_000 }, () => {
  it("shows the number, corrects it by keyboard and shows the new one", async () => {
    const api = shop((id, trackingNumber) => sellerOrder(id, "Shipped", { carrier: "DHL", trackingNumber }));
    renderWithProviders(<OrdersTab />, { user: seller });
    const user = userEvent.setup();

    // A part not shipped has nothing to correct.
    await user.click(await screen.findByRole("button", { name: "View details of order 1" }));
    const placed = within(await screen.findByRole("dialog", { name: "Order #1" }));
    expect(placed.queryByRole("button", { name: MSG.trackingFixButton })).not.toBeInTheDocument();
    await user.click(placed.getByRole("button", { name: "Close dialog" }));

    await user.click(screen.getByRole("button", { name: "View details of order 2" }));
    const details = within(await screen.findByRole("dialog", { name: "Order #2" }));
    expect(details.getByText("JD0001")).toBeInTheDocument();
    details.getByRole("button", { name: MSG.trackingFixButton }).focus();
    await user.keyboard("{Enter}");
    const field = details.getByRole("textbox", { name: /Tracking/ });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("JD0001");
    expect(field).toHaveAttribute("maxLength", "40");

    // Blank is refused here, before the server is asked.
    await user.clear(field);
    await user.keyboard("{Enter}");
    expect(await details.findByText(MSG.trackingNumberRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(api.calls("PUT", /tracking$/)).toHaveLength(0);

    await user.type(field, " JD0002 ");
    expect(details.queryByText(MSG.trackingNumberRequired)).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(api.calls("PUT", /tracking$/)).toHaveLength(1));
    const put = api.calls("PUT", /tracking$/)[0]!;
    expect(put.url.pathname).toBe("/api/seller/orders/2/tracking");
    expect(JSON.parse(String(put.init?.body))).toEqual({ trackingNumber: "JD0002" });
    expect(await details.findByText("JD0002")).toBeInTheDocument();
    expect(details.queryByRole("textbox", { name: /Tracking/ })).not.toBeInTheDocument();
    expect(details.getByRole("button", { name: MSG.trackingFixButton })).toBeInTheDocument();
  });

  it("shows the part as it is now when its details open again after a correction", async () => {
    shop((id, trackingNumber) => sellerOrder(id, "Shipped", { carrier: "DHL", trackingNumber }));
    renderWithProviders(<OrdersTab />, { user: seller });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "View details of order 2" }));
    const details = within(await screen.findByRole("dialog", { name: "Order #2" }));
    await user.click(details.getByRole("button", { name: MSG.trackingFixButton }));
    await user.clear(details.getByRole("textbox", { name: /Tracking/ }));
    await user.type(details.getByRole("textbox", { name: /Tracking/ }), "JD0002{Enter}");
    expect(await details.findByText("JD0002")).toBeInTheDocument();
    await user.click(details.getByRole("button", { name: "Close dialog" }));

    // Delivered from the list since: the details show it delivered, with nothing left to correct.
    await user.click(await screen.findByRole("button", { name: "Mark Delivered: order 2" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Mark order #2 delivered?" }));
    await user.click(confirm.getByRole("button", { name: "Mark Delivered" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Mark Delivered: order 2" })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole("button", { name: "View details of order 2" }));
    const again = within(await screen.findByRole("dialog", { name: "Order #2" }));
    expect(again.getByText("JD0002")).toBeInTheDocument();
    expect(again.queryByRole("button", { name: MSG.trackingFixButton })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field, and Escape leaves the form, not the details", async () => {
    shop(() => new Reply(409, { message: MSG.trackingFixNotShipped, code: "INVALID_STATUS_CHANGE" }));
    renderWithProviders(<OrdersTab />, { user: seller });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "View details of order 2" }));
    const details = within(await screen.findByRole("dialog", { name: "Order #2" }));
    await user.click(details.getByRole("button", { name: MSG.trackingFixButton }));
    const field = details.getByRole("textbox", { name: /Tracking/ });
    await user.clear(field);
    await user.type(field, "JD0003{Enter}");
    expect(await details.findByText(MSG.trackingFixNotShipped)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.keyboard("{Escape}");
    expect(details.queryByRole("textbox", { name: /Tracking/ })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Order #2" })).toBeInTheDocument();
    expect(details.getByText("JD0001")).toBeInTheDocument();
  });

  it("speaks the page's language (docs/decisions/0045)", async () => {
    await loadBackOffice("de");
    renderWithProviders(
      <LanguageProvider language="de">
        <TrackingFix order={sellerOrder(2, "Shipped", { trackingNumber: "JD0001" })} onFixed={() => {}} />
      </LanguageProvider>,
      { user: seller },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Sendungsnummer korrigieren" }));
    await user.clear(screen.getByRole("textbox"));
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Geben Sie die Sendungsnummer ein")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nummer behalten" })).toBeInTheDocument();
  });
});
