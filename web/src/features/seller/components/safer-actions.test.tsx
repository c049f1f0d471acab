import { ROLES, SUCCESS } from "@shop/contract";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrdersTab } from "./orders-tab";
import { sellerOrder as order } from "./seller-order-fixture";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Mark Delivered", { timeout: 20_000 }, () => {
  it("asks first: Not yet changes nothing, confirming marks the part delivered", async () => {
    let status = "Shipped";
    const api = mockApi()
      .on("GET", /^\/api\/seller\/orders$/, () => pageOf([order(7, status)]))
      .on("PUT", /^\/api\/seller\/orders\/7\/status$/, (url) => {
        status = url.searchParams.get("status") ?? status;
        return order(7, status);
      });
    renderWithProviders(<OrdersTab />, { user: makeUser([ROLES.user, ROLES.seller], "seller1") });

    await userEvent.click(await screen.findByRole("button", { name: "Mark Delivered: order 7" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark order #7 delivered?" });
    expect(within(dialog).getByText(/The customer is mailed that it arrived/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Not yet" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls("PUT", /status$/)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Mark Delivered: order 7" }));
    const again = await screen.findByRole("dialog", { name: "Mark order #7 delivered?" });
    await userEvent.click(within(again).getByRole("button", { name: "Mark Delivered" }));
    expect(await screen.findByText(SUCCESS.orderStatusUpdated)).toBeInTheDocument();
    const puts = api.calls("PUT", /status$/);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url.searchParams.get("status")).toBe("Delivered");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the part's carrier and tracking number in its details once shipped", async () => {
    const shipped = order(8, "Shipped", {
      carrier: "Royal Mail",
      trackingNumber: "AB 1234 5678 GB",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB",
    });
    mockApi()
      .on("GET", /^\/api\/seller\/orders$/, () => pageOf([shipped, order(9, "Delivered")]))
      .on("GET", /^\/api\/seller\/orders\/\d+\/history$/, () => []);
    renderWithProviders(<OrdersTab />, { user: makeUser([ROLES.user, ROLES.seller], "seller1") });

    await userEvent.click(await screen.findByRole("button", { name: "View details of order 8" }));
    const details = within(await screen.findByRole("dialog", { name: "Order #8" }));
    expect(details.getByText("Shipment")).toBeInTheDocument();
    expect(details.getByText("Royal Mail")).toBeInTheDocument();
    expect(details.getByText("AB 1234 5678 GB")).toBeInTheDocument();
    expect(details.getByRole("link", { name: "Track the parcel" })).toHaveAttribute(
      "href",
      "https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB",
    );
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "View details of order 9" }));
    const other = within(await screen.findByRole("dialog", { name: "Order #9" }));
    expect(other.getByText("No carrier or tracking number was given.")).toBeInTheDocument();
  });
});
