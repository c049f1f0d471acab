import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings } from "@shop/contract";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { StoreSettingsPage } from "./store-settings-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Store settings", { timeout: 20_000 }, () => {
  const stored: StoreSettings = {
    ...EMPTY_STORE_SETTINGS,
    shopName: "Corner Shop",
    contactPhone: "+1 555 010 0200",
    testimonials: [{ quote: "Lovely shop.", author: "Ann", detail: "Verified buyer" }],
  };

  it("loads the settings, checks them like the server, and saves them with numbers", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => JSON.parse(String(init?.body)));
    renderWithProviders(<StoreSettingsPage />, { user: admin });

    const phone = await screen.findByLabelText("Phone");
    expect(phone).toHaveValue("+1 555 010 0200");
    expect(screen.getByLabelText("Quote 1")).toHaveValue("Lovely shop.");

    await userEvent.clear(phone);
    await userEvent.type(phone, "+1 555 777 1234");
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-email");
    await userEvent.clear(screen.getByLabelText(/^Shipping fee/));
    await userEvent.type(screen.getByLabelText(/^Shipping fee/), "3.5");
    await userEvent.clear(screen.getByLabelText(/^Tax rate/));
    await userEvent.type(screen.getByLabelText(/^Tax rate/), "60");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.settingsTaxRange)).toBeInTheDocument();
    expect(api.calls("PUT", /settings$/)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("E-mail"));
    await userEvent.clear(screen.getByLabelText(/^Tax rate/));
    await userEvent.type(screen.getByLabelText(/^Tax rate/), "8.25");
    await userEvent.type(screen.getByLabelText("Free shipping over ($)"), "75");
    await userEvent.click(screen.getByRole("button", { name: "Remove testimonial 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Add a point" }));
    await userEvent.selectOptions(screen.getByLabelText("Icon 1"), "truck");
    await userEvent.type(screen.getByLabelText("Title 1"), "Next-day delivery");
    await userEvent.type(screen.getByLabelText("Text 1"), "Order by 5 pm");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    const sent = JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body));
    expect(sent).toMatchObject({
      contactPhone: "+1 555 777 1234",
      contactEmail: "",
      shippingFee: 3.5,
      taxRate: 8.25,
      freeShippingThreshold: 75,
      testimonials: [],
      whyChooseUs: [{ icon: "truck", title: "Next-day delivery", text: "Order by 5 pm" }],
    });
  });

  it("shows the server's field errors and the load error", async () => {
    mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on(
        "PUT",
        /^\/api\/admin\/settings$/,
        () =>
          new Reply(400, {
            message: "Please check the highlighted fields",
            code: "BAD_REQUEST",
            fieldErrors: { "testimonials.0.author": "Author is required" },
          }),
      );
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    await userEvent.click(await screen.findByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Author is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Author 1")).toHaveAttribute("aria-invalid", "true");
    // The first field in error is where the admin is taken.
    await waitFor(() => expect(screen.getByLabelText("Author 1")).toHaveFocus());
  });

  it("checks the hero before sending and takes the admin to its first error", async () => {
    const api = mockApi().on("GET", /^\/api\/public\/settings$/, () => stored);
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    await userEvent.type(await screen.findByLabelText("Button label"), "Shop now");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Headline is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Headline")).toHaveFocus());
    expect(api.calls("PUT", /settings$/)).toHaveLength(0);
  });

  it("says when the settings cannot be loaded", async () => {
    mockApi().on("GET", /^\/api\/public\/settings$/, () => new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }));
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    expect(await screen.findByText(/boom|Failed to load the store settings/)).toBeInTheDocument();
  });
});
