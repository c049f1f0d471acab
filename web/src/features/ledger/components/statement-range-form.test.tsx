import { MSG, ROLES } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { StatementRangeForm } from "./statement-range-form";

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the statement's date range", () => {
  it("refuses a range that ends before it starts with the contract's message, and shows a valid one", async () => {
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<StatementRangeForm range={{ from: "", to: "" }} onApply={onApply} />, { user: seller });
    await user.type(screen.getByLabelText("From"), "2026-11-20");
    await user.type(screen.getByLabelText("To"), "2026-11-10");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText(MSG.exportRangeInvalid)).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-11-30");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ from: "2026-11-20", to: "2026-11-30" }));
    expect(screen.queryByText(MSG.exportRangeInvalid)).not.toBeInTheDocument();
  });

  it("downloads through the mutation and puts the server's refusal on its field", async () => {
    const api = mockApi().on(
      "GET",
      /^\/api\/seller\/ledger\.csv/,
      () =>
        new Reply(400, {
          message: MSG.validationFailed,
          code: "VALIDATION_ERROR",
          fieldErrors: { from: "From must be a day (YYYY-MM-DD)" },
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(<StatementRangeForm range={{ from: "2026-11-01", to: "" }} onApply={() => {}} />, {
      user: seller,
    });
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(await screen.findByText("From must be a day (YYYY-MM-DD)")).toBeInTheDocument();
    expect(api.calls("GET", /ledger\.csv/)).toHaveLength(1);
    expect(screen.getByLabelText("From")).toHaveAttribute("aria-invalid", "true");
  });
});
