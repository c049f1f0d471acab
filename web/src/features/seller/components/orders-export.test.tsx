import { MSG, ROLES } from "@shop/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { OrdersExport } from "./orders-export";

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the orders export", () => {
  it("checks the range with the contract's messages, then downloads the chosen days", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const api = mockApi().on("GET", /^\/api\/seller\/orders\.csv/, () => "orderId,product\n");
    const user = userEvent.setup();
    renderWithProviders(<OrdersExport />, { user: seller });
    fireEvent.input(screen.getByLabelText("From"), { target: { value: "2025-01-01" } });
    fireEvent.input(screen.getByLabelText("To"), { target: { value: "2026-06-01" } });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText(MSG.exportRangeTooLong)).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText("To"), { target: { value: "2024-12-01" } });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText(MSG.exportRangeInvalid)).toBeInTheDocument();
    expect(api.calls("GET", /orders\.csv/)).toHaveLength(0);

    fireEvent.input(screen.getByLabelText("To"), { target: { value: "2025-01-31" } });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(api.calls("GET", /orders\.csv/)).toHaveLength(1));
    const url = String(api.calls("GET", /orders\.csv/)[0]?.url);
    expect(url).toContain("from=2025-01-01");
    expect(url).toContain("to=2025-01-31");
    expect(screen.queryByText(MSG.exportRangeInvalid)).not.toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
  });
});
