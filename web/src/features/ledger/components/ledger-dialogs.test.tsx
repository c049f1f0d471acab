import { MSG, ROLES, type SellerAccount } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { CommissionDialog } from "./commission-dialog";
import { PaymentDialog } from "./payment-dialog";

const admin = makeUser([ROLES.user, ROLES.admin], "admin");
const seller: SellerAccount = {
  sellerId: 7,
  username: "seller1",
  email: "seller1@example.com",
  displayName: "Maple & Finch",
  commissionPercent: 10,
  ownCommissionPercent: null,
  balance: 25,
  suspended: false,
  suspensionReason: null,
  bankDetails: "Maple & Finch, IBAN DE89 3704 0044 0532 0130 00",
};

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the admin's ledger dialogs", () => {
  it("records a payout: the contract's messages first, then the amount as a number", async () => {
    const api = mockApi().on("POST", /^\/api\/admin\/sellers\/7\/payments$/, () => ({ entryId: 1 }));
    const onRecorded = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PaymentDialog seller={seller} onClose={() => {}} onRecorded={onRecorded} />, { user: admin });
    const dialog = screen.getByRole("dialog", { name: "Record a payment" });
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue(25);
    // Where to pay it, beside "Record payout" (docs/decisions/0047).
    expect(within(dialog).getByText("Maple & Finch, IBAN DE89 3704 0044 0532 0130 00")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), "0");
    await user.click(within(dialog).getByRole("button", { name: "Record payout" }));
    expect(await within(dialog).findByText(MSG.paymentAmountInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.paymentReferenceRequired)).toBeInTheDocument();
    expect(api.calls("POST", /payments$/)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), "12.5");
    await user.type(within(dialog).getByLabelText(/Reference/), "TR-1");
    await user.click(within(dialog).getByRole("button", { name: "Record payout" }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith("Payout of $12.50 to Maple & Finch recorded"));
    const [call] = api.calls("POST", /payments$/);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ direction: "payout", amount: 12.5, reference: "TR-1" });
  });

  it("sets a seller's own rate, shows the server's refusal on the field, and goes back to the default", async () => {
    let refuse = true;
    const api = mockApi().on("PUT", /^\/api\/admin\/sellers\/7\/commission$/, (_url, init) =>
      refuse
        ? new Reply(400, {
            message: MSG.validationFailed,
            code: "VALIDATION_ERROR",
            fieldErrors: { percent: MSG.commissionRange },
          })
        : { ...seller, ownCommissionPercent: JSON.parse(String(init?.body)).percent },
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CommissionDialog seller={seller} defaultPercent={10} onClose={() => {}} onSaved={onSaved} />, {
      user: admin,
    });
    const dialog = screen.getByRole("dialog", { name: "Commission rate" });
    await user.click(within(dialog).getByLabelText("Use the shop's default (10%)"));
    const rate = within(dialog).getByLabelText(/Commission/);
    await user.clear(rate);
    await user.type(rate, "7.5");
    await user.click(within(dialog).getByRole("button", { name: "Save rate" }));
    expect(await within(dialog).findByText(MSG.commissionRange)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /commission$/)[0]?.init?.body))).toEqual({ percent: 7.5 });

    refuse = false;
    await user.click(within(dialog).getByLabelText("Use the shop's default (10%)"));
    await user.click(within(dialog).getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(api.calls("PUT", /commission$/)[1]?.init?.body))).toEqual({ percent: null });
  });
});
