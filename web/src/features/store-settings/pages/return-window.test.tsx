/** The return window in the store settings (docs/decisions/0046-returns-and-refunds.md): checked as the server checks it, saved as a number. */
import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings } from "@shop/contract";
import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { StoreSettingsPage } from "./store-settings-page";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the store settings' return window", { timeout: 20_000 }, () => {
  it("shows the shop's window, refuses one past 365 days and saves a new one as a number", async () => {
    const stored: StoreSettings = { ...EMPTY_STORE_SETTINGS, shopName: "Corner Shop" };
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => ({
        ...JSON.parse(String(init?.body)),
        currencyDigits: 2,
      }));
    renderWithProviders(<StoreSettingsPage />, { user: makeUser([ROLES.user, ROLES.admin], "admin") });
    const field = await screen.findByLabelText(MSG.settingsReturnWindowLabel, { exact: false });
    expect(field).toHaveValue(14);
    await userEvent.clear(field);
    await userEvent.type(field, "400");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(MSG.settingsReturnWindow)).toBeInTheDocument();
    expect(api.calls("PUT", /settings$/)).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, "30");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body))).toMatchObject({ returnWindowDays: 30 });
  });
});
