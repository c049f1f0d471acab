// The shop's languages in the Store settings screen (docs/decisions/0045-languages-and-messages.md).
import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings } from "@shop/contract";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { StoreSettingsPage } from "./store-settings-page";

configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };
const stored: StoreSettings = { ...EMPTY_STORE_SETTINGS, shopName: "Corner Shop" };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Store settings: languages", { timeout: 20_000 }, () => {
  it("offers languages in an order the owner sets by keyboard, the first the default, and saves the list", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => ({
        ...JSON.parse(String(init?.body)),
        currencyDigits: 2,
      }));
    renderWithProviders(<StoreSettingsPage />, { user: admin });

    const section = await screen.findByRole("region", { name: MSG.languagesSection });
    const english = within(section).getByRole("checkbox", { name: "English (en)" });
    expect(english).toBeChecked();
    expect(within(section).getByRole("checkbox", { name: "Deutsch (de)" })).not.toBeChecked();
    expect(within(section).getByText(MSG.languagesDefault)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole("checkbox", { name: "Deutsch (de)" }));
    await userEvent.click(within(section).getByRole("checkbox", { name: "العربية (ar)" }));
    // Arabic moves up by keyboard, then German becomes the default.
    within(section)
      .getByRole("button", { name: MSG.languagesMoveUp("العربية") })
      .focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(within(section).getByRole("button", { name: MSG.languagesMakeDefault("Deutsch") }));
    const order = within(section)
      .getAllByRole("checkbox")
      .map((box) => box.getAttribute("id")?.split("-").pop());
    expect(order).toEqual(["de", "en", "ar", "es"]);

    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body)).languages).toEqual(["de", "en", "ar"]);
  });

  it("refuses no language at all before saving, and shows the server's refusal on the list", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => ({ ...stored, languages: ["en", "de"] }))
      .on(
        "PUT",
        /^\/api\/admin\/settings$/,
        () =>
          new Reply(400, {
            code: "VALIDATION_ERROR",
            message: "Please check the highlighted fields",
            fieldErrors: { "languages.1": MSG.languageUnknown("de") },
          }),
      );
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    const section = await screen.findByRole("region", { name: MSG.languagesSection });
    await userEvent.click(within(section).getByRole("checkbox", { name: "English (en)" }));
    await userEvent.click(within(section).getByRole("checkbox", { name: "Deutsch (de)" }));
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(MSG.languagesRequired);
    expect(api.calls("PUT", /settings$/)).toHaveLength(0);

    await userEvent.click(within(section).getByRole("checkbox", { name: "English (en)" }));
    await userEvent.click(within(section).getByRole("checkbox", { name: "Deutsch (de)" }));
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(MSG.languageUnknown("de"));
  });
});
