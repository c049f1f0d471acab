/**
 * Refunds on the statements (docs/decisions/0046-returns-and-refunds.md): the seller's Earnings and the
 * admin's statement of a seller (Sellers & payouts) show each order's refunds and, return by return,
 * the refund, the commission given back and the cash paid back.
 */
import { ROLES } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { EarningsTab } from "./earnings-tab";
import { SellersPanel } from "./sellers-panel";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const entry = (entryId: number, type: string, amount: number, returnId: number | null = null) => ({
  entryId,
  type,
  amount,
  orderId: 12,
  returnId,
  reference: null,
  note: null,
  createdAt: "2026-11-20T10:00:00.000Z",
});

/** Order 12: sold for 45.00, commission 4.50, the seller holds the cash; two units came back in two returns. */
const statement = {
  ...pageOf([
    entry(9, "cash_refunded", 21.4, 8),
    entry(8, "commission_reversal", 2, 8),
    entry(7, "refund", -20, 8),
    entry(6, "cash_refunded", 10.7, 5),
    entry(5, "commission_reversal", 1, 5),
    entry(4, "refund", -10, 5),
    entry(3, "cash_collected", -48.15, null),
    entry(2, "commission", -4.5, null),
    entry(1, "sale", 45, null),
  ]),
  balance: -6.95,
  orders: [
    {
      orderId: 12,
      sale: 45,
      commission: -4.5,
      cashCollected: -48.15,
      refunds: 5.1,
      net: -2.55,
      returns: [
        { returnId: 5, refund: -10, commissionReversal: 1, cashRefunded: 10.7, net: 1.7 },
        { returnId: 8, refund: -20, commissionReversal: 2, cashRefunded: 21.4, net: 3.4 },
      ],
    },
  ],
};

function expectRefunds(hrefOfOrder: string) {
  const byOrder = screen.getByRole("table", { name: "Sale, commission and net by order" });
  expect(within(byOrder).getByRole("columnheader", { name: "Refunds" })).toBeInTheDocument();
  expect(within(byOrder).getByText("+$5.10")).toBeInTheDocument();
  const byReturn = screen.getByRole("table", { name: MSG.refundsByReturnLabel });
  const first = within(byReturn)
    .getByRole("link", { name: MSG.refundReturnOfOrder(5, 12) })
    .closest("tr")!;
  expect(within(byReturn).getByRole("link", { name: MSG.refundReturnOfOrder(5, 12) })).toHaveAttribute(
    "href",
    hrefOfOrder,
  );
  expect(within(first as HTMLElement).getByText("−$10.00")).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText("+$1.00")).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText("+$10.70")).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText("+$1.70")).toBeInTheDocument();
  const second = within(byReturn)
    .getByRole("link", { name: MSG.refundReturnOfOrder(8, 12) })
    .closest("tr")!;
  expect(within(second as HTMLElement).getByText("+$3.40")).toBeInTheDocument();
  for (const header of [MSG.refundColumnRefund, MSG.refundColumnCommissionBack, MSG.refundColumnCashBack])
    expect(within(byReturn).getByRole("columnheader", { name: header })).toBeInTheDocument();
  // Each refund entry names its return.
  const entries = screen.getByRole("table", { name: /Statement/ });
  expect(within(entries).getAllByText(`· ${MSG.statementReturnRef(8)}`)).toHaveLength(3);
}

describe("refunds on the seller's Earnings", { timeout: 20_000 }, () => {
  it("are summed by order and listed return by return", async () => {
    mockApi().on("GET", /^\/api\/seller\/ledger$/, () => statement);
    renderWithProviders(<EarningsTab />, { user: makeUser([ROLES.user, ROLES.seller], "seller1") });
    expect(await screen.findByText("You owe the shop $6.95")).toBeInTheDocument();
    expectRefunds("/seller/orders?order=12");
    expect(screen.getAllByText("Cash you paid back").length).toBeGreaterThan(0);
  });

  it("are one card per return on a phone, each amount named", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 639px)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi().on("GET", /^\/api\/seller\/ledger$/, () => statement);
    renderWithProviders(<EarningsTab />, { user: makeUser([ROLES.user, ROLES.seller], "seller1") });
    const cards = await screen.findByRole("list", { name: MSG.refundsByReturnLabel });
    expect(screen.queryByRole("table", { name: MSG.refundsByReturnLabel })).not.toBeInTheDocument();
    const first = within(cards).getAllByRole("listitem")[0]!;
    expect(within(first).getByRole("link", { name: MSG.refundReturnOfOrder(5, 12) })).toBeInTheDocument();
    expect(within(first).getByText(MSG.refundColumnCashBack)).toBeInTheDocument();
    expect(within(first).getByText("+$10.70")).toBeInTheDocument();
  });

  it("shows no refunds table for orders without returns", async () => {
    mockApi().on("GET", /^\/api\/seller\/ledger$/, () => ({
      ...pageOf([entry(1, "sale", 45)]),
      balance: 45,
      orders: [{ orderId: 12, sale: 45, commission: 0, cashCollected: 0, refunds: 0, net: 45, returns: [] }],
    }));
    renderWithProviders(<EarningsTab />, { user: makeUser([ROLES.user, ROLES.seller], "seller1") });
    expect(await screen.findByRole("table", { name: "Sale, commission and net by order" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: MSG.refundsByReturnLabel })).not.toBeInTheDocument();
  });
});

describe("a seller's statement in Sellers & payouts", { timeout: 20_000 }, () => {
  const account = {
    sellerId: 2,
    username: "ada",
    email: "ada@example.com",
    displayName: "Ada's Atelier",
    commissionPercent: 10,
    ownCommissionPercent: null,
    balance: -6.95,
    suspended: false,
    suspensionReason: null,
    bankDetails: "",
  };

  it("opens by keyboard from the seller's row with their refunds by order and return, in the shop's words", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/admin\/marketplace$/, () => ({ commissionPercent: 10, cashCollectedBy: "seller" }))
      .on("GET", /^\/api\/admin\/sellers$/, () => pageOf([account]))
      .on("GET", /^\/api\/admin\/sellers\/2\/ledger$/, () => statement);
    renderWithProviders(<SellersPanel />, { user: makeUser([ROLES.user, ROLES.admin], "admin") });
    const open = (await screen.findAllByRole("button", { name: MSG.sellerStatementOpen("Ada's Atelier") }))[0]!;
    open.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: MSG.sellerStatementOf("Ada's Atelier") });
    expect(await within(dialog).findByTestId("statement-balance")).toHaveTextContent("Owes the shop $6.95");
    expectRefunds("/admin/orders?keyword=12");
    expect(within(dialog).getAllByText(MSG.sellerStatementEntryCashRefunded).length).toBeGreaterThan(0);
    expect(within(dialog).queryByText("Cash you paid back")).not.toBeInTheDocument();
    expect(api.calls("GET", /sellers\/2\/ledger$/)[0]?.url.searchParams.get("pageNumber")).toBe("0");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says when the statement cannot be loaded, and when it is empty", async () => {
    let fail = true;
    mockApi()
      .on("GET", /^\/api\/admin\/marketplace$/, () => ({ commissionPercent: 10, cashCollectedBy: "shop" }))
      .on("GET", /^\/api\/admin\/sellers$/, () => pageOf([account]))
      .on("GET", /^\/api\/admin\/sellers\/2\/ledger$/, () =>
        fail ? new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }) : { ...pageOf([]), balance: 0, orders: [] },
      );
    renderWithProviders(<SellersPanel />, { user: makeUser([ROLES.user, ROLES.admin], "admin") });
    await userEvent.click(
      (await screen.findAllByRole("button", { name: MSG.sellerStatementOpen("Ada's Atelier") }))[0]!,
    );
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText(MSG.sellerStatementEmpty)).toBeInTheDocument();
  });
});
