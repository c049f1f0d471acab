import { DEFAULT_MONEY, MSG, ROLES } from "@shop/contract";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { t } from "@shop/contract/i18n";
import { LanguageProvider } from "../../../lib/i18n";
import { type BackOfficeT, loadBackOffice } from "../../../lib/back-office-i18n";
import { EarningsTab } from "./earnings-tab";
import { balanceWords } from "./ledger-words";

const en: BackOfficeT = (key, values) => t("en", key, values);

configure({ asyncUtilTimeout: 5000 });

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const entry = (
  entryId: number,
  type: string,
  amount: number,
  orderId: number | null,
  reference: string | null = null,
) => ({
  entryId,
  type,
  amount,
  orderId,
  reference,
  note: null,
  createdAt: "2026-11-20T10:00:00.000Z",
});

describe("balance in words", () => {
  it("says who owes whom, to the cent", () => {
    expect(balanceWords(412.5, DEFAULT_MONEY, en)).toBe("The shop owes you $412.50");
    expect(balanceWords(-38.2, DEFAULT_MONEY, en)).toBe("You owe the shop $38.20");
    expect(balanceWords(0, DEFAULT_MONEY, en)).toBe("You and the shop are settled");
    expect(balanceWords(0.1 + 0.2 - 0.3, DEFAULT_MONEY, en)).toBe("You and the shop are settled");
  });
});

describe("the seller's Earnings tab", { timeout: 20_000 }, () => {
  it("shows the balance, each order's sale, commission and net, and the signed statement", async () => {
    mockApi().on("GET", /^\/api\/seller\/ledger$/, () => ({
      ...pageOf([entry(4, "payout", -50, null, "TR-77"), entry(3, "commission", -4.5, 12)]),
      balance: -9.5,
      // The server sums every entry of order 12, also its sale, which is on the next page.
      orders: [{ orderId: 12, sale: 45, commission: -4.5, cashCollected: 0, net: 40.5 }],
    }));
    renderWithProviders(<EarningsTab />, { user: seller });
    expect(await screen.findByText("You owe the shop $9.50")).toBeInTheDocument();
    const byOrder = screen.getByRole("table", { name: "Sale, commission and net by order" });
    const row = within(byOrder).getByRole("link", { name: "#12" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("$45.00")).toBeInTheDocument();
    expect(within(row).getByText("−$4.50")).toBeInTheDocument();
    expect(within(row).getByText("+$40.50")).toBeInTheDocument();
    const statement = screen.getByRole("table", { name: "Statement" });
    expect(within(statement).getByText("Payout to you")).toBeInTheDocument();
    expect(within(statement).getByText("Reference TR-77")).toBeInTheDocument();
    expect(within(statement).getByText("−$50.00")).toBeInTheDocument();
    expect(within(statement).getAllByRole("link", { name: "Order #12" })[0]).toHaveAttribute(
      "href",
      "/seller/orders?order=12",
    );
  });

  it("says the balance, the statement's heads and its references in the page's language (German)", async () => {
    await loadBackOffice("de");
    mockApi().on("GET", /^\/api\/seller\/ledger$/, () => ({
      ...pageOf([entry(4, "payout", -50, null, "TR-77"), entry(3, "commission", -4.5, 12)]),
      balance: -9.5,
      orders: [{ orderId: 12, sale: 45, commission: -4.5, cashCollected: 0, net: 40.5 }],
    }));
    renderWithProviders(
      <LanguageProvider language="de">
        <EarningsTab />
      </LanguageProvider>,
      { user: seller },
    );
    expect(await screen.findByText(/^Sie schulden dem Shop /)).toBeInTheDocument();
    const byOrder = screen.getByRole("table", { name: "Verkauf, Provision und Netto je Bestellung" });
    for (const head of ["Bestellung", "Verkauf", "Provision", "Netto"])
      expect(within(byOrder).getByRole("columnheader", { name: new RegExp(head) })).toBeInTheDocument();
    expect(screen.getByText("Nach Bestellung")).toBeInTheDocument();
    expect(screen.getByText("Referenz TR-77")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Bestellung Nr. 12" }).length).toBeGreaterThan(0);
    for (const head of ["Datum", "Buchung", "Betrag"])
      expect(screen.getByRole("columnheader", { name: head })).toBeInTheDocument();
    expect(screen.queryByText(/Reference|By order|You owe/)).not.toBeInTheDocument();
  });

  it("has a friendly empty state before the first delivery", async () => {
    mockApi().on("GET", /^\/api\/seller\/ledger$/, () => ({ ...pageOf([]), balance: 0, orders: [] }));
    renderWithProviders(<EarningsTab />, { user: seller });
    expect(await screen.findByText("Nothing on your statement yet")).toBeInTheDocument();
    expect(
      screen.getByText(
        "When an order with your products is delivered, its sale and the shop's commission appear here, and so do the shop's payouts to you.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("You and the shop are settled")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("checks the dates with the contract's rule, then shows that range and its own empty state", async () => {
    const api = mockApi().on("GET", /^\/api\/seller\/ledger$/, (url) => ({
      ...pageOf(url.searchParams.has("from") ? [] : [entry(2, "sale", 45, 12)]),
      balance: 45,
      orders: url.searchParams.has("from") ? [] : [{ orderId: 12, sale: 45, commission: 0, cashCollected: 0, net: 45 }],
    }));
    renderWithProviders(<EarningsTab />, { user: seller });
    const form = await screen.findByRole("form", { name: "Statement dates" });
    await userEvent.type(within(form).getByLabelText("From"), "2026-11-20");
    await userEvent.type(within(form).getByLabelText("To"), "2026-11-10");
    await userEvent.click(within(form).getByRole("button", { name: "Show" }));
    expect(await within(form).findByText(MSG.exportRangeInvalid)).toBeInTheDocument();
    expect(api.calls("GET", /ledger$/).filter((c) => c.url.searchParams.has("from"))).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText("To"));
    await userEvent.type(within(form).getByLabelText("To"), "2026-11-30");
    await userEvent.click(within(form).getByRole("button", { name: "Show" }));
    expect(await screen.findByText("No entries between these dates.")).toBeInTheDocument();
    expect(within(form).queryByText(MSG.exportRangeInvalid)).not.toBeInTheDocument();
    const last = api.calls("GET", /ledger$/).at(-1);
    expect(last?.url.searchParams.get("from")).toBe("2026-11-20");
    expect(last?.url.searchParams.get("to")).toBe("2026-11-30");

    await userEvent.click(within(form).getByRole("button", { name: "All dates" }));
    expect(await screen.findByRole("table", { name: "Statement" })).toBeInTheDocument();
    expect(within(form).getByLabelText("From")).toHaveValue("");
  });

  it("says why the CSV could not be made (the server's message)", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/seller\/ledger$/, () => ({
        ...pageOf([entry(2, "sale", 45, 12)]),
        balance: 45,
        orders: [{ orderId: 12, sale: 45, commission: 0, cashCollected: 0, net: 45 }],
      }))
      .on("GET", /^\/api\/seller\/ledger\.csv$/, () => new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }));
    renderWithProviders(<EarningsTab />, { user: seller });
    const form = await screen.findByRole("form", { name: "Statement dates" });
    await userEvent.click(within(form).getByRole("button", { name: "Download CSV" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("boom");
    expect(api.calls("GET", /ledger\.csv$/)).toHaveLength(1);
  });
});
