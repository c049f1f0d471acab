import { EMPTY_STORE_SETTINGS, type StoreSettings } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAreas } from "../../../lib/area-texts";
import { LanguageProvider } from "../../../lib/i18n";
import { setSessionUser } from "../../../lib/session";
import { mockApi } from "../../../test/mock-api-routes";
import { makeUser, renderWithProviders } from "../../../test/render";
import { AccountSettingsTab } from "./account-settings-tab";
import { ProfileTab } from "./profile-tab";

const profile = { id: 1, username: "user1", email: "user1@example.com", roles: ["ROLE_USER"], orderEmails: true };
const threeLanguages: StoreSettings = { ...EMPTY_STORE_SETTINGS, languages: ["en", "de", "ar"] };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

// docs/decisions/0051: the language of the customer's mails, one the shop offers.
describe("the language of the account's e-mails", () => {
  it("offers the shop's languages, each in its own name, and saves the choice", async () => {
    let fail = false;
    const { calls } = mockApi({
      "GET /api/auth/user": { status: 200, body: { ...profile, language: "de" } },
      "PUT /api/profile": (init) =>
        fail
          ? {
              status: 400,
              body: { message: "Choose one of the shop's languages: en, de, ar", code: "VALIDATION_ERROR" },
            }
          : { status: 200, body: { ...profile, language: JSON.parse(String(init?.body)).language } },
    });
    // The account's language comes with GET /auth/user (no start-up answer is given here).
    renderWithProviders(<AccountSettingsTab user={makeUser()} />, { settings: threeLanguages });
    const select = await screen.findByRole("combobox", { name: "Language of your e-mails" });
    expect(select).toHaveValue("de");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["English", "Deutsch", "العربية"]);

    await userEvent.selectOptions(select, "ar");
    expect(await screen.findByText("Your e-mails will be written in العربية")).toBeInTheDocument();
    expect(select).toHaveValue("ar");
    const put = calls.find((c) => c.method === "PUT" && c.path === "/api/profile");
    expect(JSON.parse(String(put?.init?.body))).toEqual({ language: "ar" });

    fail = true;
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, "en");
    expect(await screen.findByText("Choose one of the shop's languages: en, de, ar")).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue("ar"));
  });

  it("is not offered by a shop of one language", async () => {
    mockApi({ "GET /api/auth/user": { status: 200, body: profile } });
    const user = makeUser();
    renderWithProviders(<AccountSettingsTab user={user} />, { user });
    expect(await screen.findByRole("switch", { name: "Order confirmation e-mails" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });
});

// docs/decisions/0045: the account's screens in the page's language, their area loaded as the route does.
describe("the account's tabs in German and Arabic", () => {
  it("show the profile and the settings in German", async () => {
    await loadAreas(["account"], "de");
    mockApi({ "GET /api/auth/user": { status: 200, body: profile } });
    const user = makeUser();
    renderWithProviders(
      <LanguageProvider language="de">
        <ProfileTab user={user} />
        <AccountSettingsTab user={user} />
      </LanguageProvider>,
      { user, settings: threeLanguages },
    );
    expect(screen.getByText("Profildaten")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "E-Mail ändern" })).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "E-Mails zur Bestellbestätigung" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sprache Ihrer E-Mails" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Von allen Geräten abmelden" })).toBeInTheDocument();
  });

  it("show the settings in Arabic", async () => {
    await loadAreas(["account"], "ar");
    mockApi({ "GET /api/auth/user": { status: 200, body: profile } });
    const user = makeUser();
    renderWithProviders(
      <LanguageProvider language="ar">
        <AccountSettingsTab user={user} />
      </LanguageProvider>,
      { user },
    );
    expect(await screen.findByRole("switch", { name: "رسائل تأكيد الطلب" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "حذف الحساب" })).toBeInTheDocument();
  });
});
