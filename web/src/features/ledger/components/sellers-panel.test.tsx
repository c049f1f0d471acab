import { ROLES } from "@shop/contract";
import { MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { SellersPanel } from "./sellers-panel";

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "admin");
const account = (sellerId: number, username: string, balance: number) => ({
  sellerId,
  username,
  email: `${username}@example.com`,
  displayName: null,
  commissionPercent: 10,
  ownCommissionPercent: null,
  balance,
  suspended: false,
  suspensionReason: null,
  bankDetails: "",
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Sellers & payouts", { timeout: 20_000 }, () => {
  it("sorts by a column header on the server and says so in aria-sort", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/admin\/marketplace$/, () => ({ commissionPercent: 10, cashCollectedBy: "shop" }))
      .on("GET", /^\/api\/admin\/sellers$/, () => pageOf([account(2, "ada", 12.5), account(3, "bo", -3)]));
    renderWithProviders(<SellersPanel />, { user: admin });
    const table = await screen.findByRole("table", { name: "Sellers" });
    expect(within(table).getByRole("cell", { name: /ada@example\.com/ })).toBeInTheDocument();
    const seller = within(table).getByRole("columnheader", { name: "Seller" });
    const balance = within(table).getByRole("columnheader", { name: "Balance" });
    expect(seller).toHaveAttribute("aria-sort", "ascending");
    expect(balance).toHaveAttribute("aria-sort", "none");
    expect(within(table).getByRole("columnheader", { name: "Actions" })).not.toHaveAttribute("aria-sort");

    await userEvent.click(within(balance).getByRole("button", { name: "Balance" }));
    expect(balance).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(balance).getByRole("button", { name: "Balance" }));
    expect(balance).toHaveAttribute("aria-sort", "descending");
    await waitFor(() =>
      expect(
        api
          .calls("GET", /admin\/sellers$/)
          .at(-1)
          ?.url.searchParams.get("sortOrder"),
      ).toBe("desc"),
    );
    expect(
      api
        .calls("GET", /admin\/sellers$/)
        .at(-1)
        ?.url.searchParams.get("sortBy"),
    ).toBe("balance");
    expect(within(table).getByRole("button", { name: "Record a payment for ada" })).toBeInTheDocument();
  });

  it("tells a failed load and loads again on Try again", async () => {
    let calls = 0;
    mockApi()
      .on("GET", /^\/api\/admin\/marketplace$/, () => ({ commissionPercent: 10, cashCollectedBy: "shop" }))
      .on("GET", /^\/api\/admin\/sellers$/, () =>
        calls++ === 0 ? new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }) : pageOf([account(2, "ada", 0)]),
      );
    renderWithProviders(<SellersPanel />, { user: admin });
    expect(await screen.findByText("boom")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Sellers" })).toBeInTheDocument();
  });

  it("suspends a seller with a reason and reinstates a suspended one (docs/decisions/0047)", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/admin\/marketplace$/, () => ({ commissionPercent: 10, cashCollectedBy: "shop" }))
      .on("GET", /^\/api\/admin\/sellers$/, () =>
        pageOf([account(2, "ada", 0), { ...account(3, "bo", 0), suspended: true, suspensionReason: "Broken parcels" }]),
      )
      .on("PUT", /^\/api\/admin\/sellers\/2\/suspend$/, () => ({ ...account(2, "ada", 0), suspended: true }))
      .on("PUT", /^\/api\/admin\/sellers\/3\/reinstate$/, () => account(3, "bo", 0));
    const user = userEvent.setup();
    renderWithProviders(<SellersPanel />, { user: admin });
    const table = await screen.findByRole("table", { name: "Sellers" });
    expect(within(table).getByText(MSG.sellerSuspended)).toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: "Suspend ada" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend ada" });
    await user.click(within(dialog).getByRole("button", { name: MSG.sellerSuspend }));
    expect(await within(dialog).findByText(MSG.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(MSG.decisionReason), "Parcels arrive broken.");
    await user.click(within(dialog).getByRole("button", { name: MSG.sellerSuspend }));
    expect(await screen.findByText(SUCCESS.sellerSuspendedDone)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /suspend$/)[0]?.init?.body))).toEqual({
      reason: "Parcels arrive broken.",
    });

    await user.click(within(table).getByRole("button", { name: "Reinstate bo" }));
    const confirm = await screen.findByRole("dialog", { name: "Reinstate bo" });
    expect(within(confirm).getByText("Reason: Broken parcels")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: MSG.sellerReinstate }));
    expect(await screen.findByText(SUCCESS.sellerReinstated)).toBeInTheDocument();
    expect(api.calls("PUT", /3\/reinstate$/)).toHaveLength(1);
  });
});
