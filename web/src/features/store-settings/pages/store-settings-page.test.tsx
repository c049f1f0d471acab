import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { StoreSettingsPage } from "./store-settings-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

/** The hero's and banners' file inputs (the logo has its own, first: decision 0041). */
const PICTURE_FILES = 'input[type="file"]:not([data-testid="logo-file"])';

const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Store settings", { timeout: 20_000 }, () => {
  /** The server's answer to a change: the settings with their currency's decimals. */
  const answered = (body: StoreSettings) => ({ ...body, currencyDigits: 2 });

  const stored: StoreSettings = {
    ...EMPTY_STORE_SETTINGS,
    shopName: "Corner Shop",
    contactPhone: "+1 555 010 0200",
    testimonials: [{ quote: "Lovely shop.", author: "Ann", detail: "Verified buyer" }],
  };

  it("loads the settings, checks them like the server, and saves them with numbers", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => answered(JSON.parse(String(init?.body))));
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
    // An edited field's error clears at once and stays cleared until the next save, still wrong or not.
    await userEvent.type(screen.getByLabelText(/^Tax rate/), "0");
    expect(screen.queryByText(MSG.settingsTaxRange)).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("E-mail"));
    await userEvent.clear(screen.getByLabelText(/^Tax rate/));
    await userEvent.type(screen.getByLabelText(/^Tax rate/), "8.25");
    await userEvent.type(screen.getByLabelText("Free shipping over ($)"), "75");
    // Taxes as the country has them (decision 0036): prices with tax included, the shop's tax ID.
    expect(screen.getByLabelText(MSG.pricesIncludeTaxLabel)).not.toBeChecked();
    await userEvent.click(screen.getByLabelText(MSG.pricesIncludeTaxLabel));
    await userEvent.type(screen.getByLabelText(MSG.taxIdLabel), "DE123456789");
    await userEvent.click(screen.getByRole("button", { name: "Remove testimonial 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Add a point" }));
    await userEvent.selectOptions(screen.getByLabelText("Icon 1"), "truck");
    await userEvent.type(screen.getByLabelText("Title 1"), "Next-day delivery");
    await userEvent.type(screen.getByLabelText("Text 1"), "Order by 5 pm");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    // The result shows in the sticky save bar beside the button, not at the top of the long form.
    const bar = screen.getByRole("button", { name: "Save settings" }).parentElement!;
    expect(bar).toHaveClass("sticky");
    expect(bar).toContainElement(screen.getByText(/Store settings saved/));
    const sent = JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body));
    expect(sent).toMatchObject({
      contactPhone: "+1 555 777 1234",
      contactEmail: "",
      shippingFee: 3.5,
      taxRate: 8.25,
      freeShippingThreshold: 75,
      pricesIncludeTax: true,
      taxId: "DE123456789",
      testimonials: [],
      whyChooseUs: [{ icon: "truck", title: "Next-day delivery", text: "Order by 5 pm" }],
    });
  });

  it("chooses who issues invoices with the keyboard, beside the tax fields, and saves the choice", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => answered(JSON.parse(String(init?.body))));
    renderWithProviders(<StoreSettingsPage />, { user: admin });

    // Docs/decisions/0040: a group named by its legend and hint, in the Taxes section, the shop by default.
    const group = await screen.findByRole("group", { name: MSG.invoiceIssuerLabel });
    expect(group).toHaveAccessibleDescription(MSG.invoiceIssuerHint);
    expect(screen.getByRole("region", { name: MSG.taxSection })).toContainElement(group);
    const shop = within(group).getByRole("radio", { name: MSG.invoiceIssuerShop });
    const seller = within(group).getByRole("radio", { name: MSG.invoiceIssuerSeller });
    expect(shop).toBeChecked();
    expect(seller).not.toBeChecked();

    // The keyboard alone: Tab into the group from the tax ID, an arrow key to the other choice.
    await userEvent.click(screen.getByLabelText(MSG.taxIdLabel));
    await userEvent.tab();
    expect(shop).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(seller).toBeChecked();
    expect(seller).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body))).toMatchObject({ invoiceIssuer: "seller" });
  });

  it("shows the server's refusal of who issues invoices on the group", async () => {
    mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => ({ ...stored, invoiceIssuer: "seller" }))
      .on(
        "PUT",
        /^\/api\/admin\/settings$/,
        () =>
          new Reply(400, {
            message: "Please check the highlighted fields",
            code: "BAD_REQUEST",
            fieldErrors: { invoiceIssuer: MSG.settingsInvoiceIssuer },
          }),
      );
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    const group = await screen.findByRole("group", { name: MSG.invoiceIssuerLabel });
    expect(within(group).getByRole("radio", { name: MSG.invoiceIssuerSeller })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await within(group).findByRole("alert")).toHaveTextContent(MSG.settingsInvoiceIssuer);
    expect(group).toHaveAttribute("aria-invalid", "true");
  });

  it("takes a yen shop's fee in yen: its symbol beside the field, whole yen only, the server's message", async () => {
    const yen: StoreSettings = { ...stored, currency: "JPY", country: "JP", currencyDigits: 0, shippingFee: 500 };
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => yen)
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => ({
        ...JSON.parse(String(init?.body)),
        currencyDigits: 0,
      }));
    renderWithProviders(<StoreSettingsPage />, { user: admin });

    const fee = await screen.findByLabelText(/^Shipping fee \(¥\)/);
    expect(fee).toHaveAttribute("step", "1");
    expect(screen.getByLabelText(/^Free shipping over \(¥\)/)).toHaveAttribute("step", "1");
    await userEvent.clear(fee);
    await userEvent.type(fee, "499.5");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(MSG.amountDecimals("Shipping fee", 0, "JPY"))).toBeInTheDocument();
    expect(api.calls("PUT", /settings$/)).toHaveLength(0);

    await userEvent.clear(fee);
    await userEvent.type(fee, "450");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(api.calls("PUT", /settings$/)).toHaveLength(1));
    expect(JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body))).toMatchObject({ shippingFee: 450 });
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

  it("uploads a hero picture and fills the picture field with its address, then saves it", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on("POST", /^\/api\/admin\/images$/, () => new Reply(201, { image: "ab12", url: "/images/ab12-1024.webp" }))
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => answered(JSON.parse(String(init?.body))));
    const { container } = renderWithProviders(<StoreSettingsPage />, { user: admin });
    await userEvent.type(await screen.findByLabelText("Headline"), "Autumn tea");
    expect(screen.getByRole("button", { name: "Upload picture for the hero" })).toBeEnabled();

    const [heroFile] = container.querySelectorAll<HTMLInputElement>(PICTURE_FILES);
    await userEvent.upload(heroFile!, new File(["png"], "hero.png", { type: "image/png" }));
    await waitFor(() => expect(screen.getByLabelText("Picture")).toHaveValue("/images/ab12-1024.webp"));
    expect(screen.getByText("Picture uploaded. Save the settings to show it on the home page.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByRole("img", { name: "Preview of the picture" })).toHaveAttribute(
      "src",
      "/images/ab12-1024.webp",
    );
    const sent = api.calls("POST", /images$/)[0]?.init?.body as FormData;
    expect((sent.get("image") as File).name).toBe("hero.png");

    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    const saved = JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body));
    expect(saved.hero).toMatchObject({ headline: "Autumn tea", image: "/images/ab12-1024.webp" });
  });

  it("uploads a banner's picture, and says why a file is refused", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => ({
        ...stored,
        banners: [{ title: "Sale", text: "", url: "", image: "" }],
      }))
      .on(
        "POST",
        /^\/api\/admin\/images$/,
        () => new Reply(415, { message: "Only PNG, JPEG, GIF or WebP images", code: "UNSUPPORTED_MEDIA" }),
      );
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<StoreSettingsPage />, { user: admin });
    expect(await screen.findByRole("button", { name: "Upload picture for banner 1" })).toBeInTheDocument();
    const bannerFile = container.querySelectorAll<HTMLInputElement>(PICTURE_FILES)[1]!;

    await user.upload(bannerFile, new File(["%PDF"], "menu.pdf", { type: "application/pdf" }));
    expect(await screen.findByText(/"menu.pdf" is not a PNG, JPG, GIF or WebP image/)).toBeInTheDocument();
    expect(api.calls("POST", /images$/)).toHaveLength(0);

    await user.upload(bannerFile, new File(["png"], "sale.png", { type: "image/png" }));
    expect(await screen.findByText("Only PNG, JPEG, GIF or WebP images")).toBeInTheDocument();
    expect(screen.getByLabelText("Banner picture 1")).toHaveValue("");
    expect(screen.getByLabelText("Banner picture 1")).toHaveAttribute("aria-invalid", "true");
  });

  it("uploads a logo with the keyboard, shows it and saves its address (decision 0041)", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => stored)
      .on(
        "POST",
        /^\/api\/admin\/images$/,
        () => new Reply(201, { image: "ab12ab12ab12ab12", url: "/images/ab12ab12ab12ab12-1024.webp" }),
      )
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => answered(JSON.parse(String(init?.body))));
    const { container } = renderWithProviders(<StoreSettingsPage />, { user: admin });
    const section = await screen.findByRole("region", { name: MSG.logoSection });
    expect(within(section).getByText(MSG.logoNone)).toBeInTheDocument();
    const upload = within(section).getByRole("button", { name: MSG.logoUpload });
    expect(within(section).queryByRole("button", { name: MSG.logoRemove })).not.toBeInTheDocument();
    // Keyboard: the button opens the file chooser.
    const file = container.querySelector<HTMLInputElement>('[data-testid="logo-file"]')!;
    const opened = vi.fn();
    file.addEventListener("click", opened);
    upload.focus();
    await userEvent.keyboard("{Enter}");
    expect(opened).toHaveBeenCalled();

    await userEvent.upload(file, new File(["png"], "logo.png", { type: "image/png" }));
    expect(await within(section).findByRole("img", { name: MSG.logoPreviewAlt })).toHaveAttribute(
      "src",
      "/images/ab12ab12ab12ab12-1024.webp",
    );
    expect(within(section).getByText(MSG.logoUploaded)).toHaveAttribute("role", "status");
    expect(within(section).getByRole("button", { name: MSG.logoReplace })).toBeEnabled();
    expect(within(section).getByRole("button", { name: MSG.logoRemove })).toBeEnabled();
    const sent = api.calls("POST", /images$/)[0]?.init?.body as FormData;
    expect(sent.get("image")).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body)).logo).toBe(
      "/images/ab12ab12ab12ab12-1024.webp",
    );
  });

  it("removes the logo, moves the focus to Upload logo and saves null; says why an upload failed", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/public\/settings$/, () => ({ ...stored, logo: "/images/cd34cd34cd34cd34-1024.webp" }))
      .on(
        "POST",
        /^\/api\/admin\/images$/,
        () => new Reply(415, { message: "Only PNG, JPEG, GIF or WebP images", code: "UNSUPPORTED_MEDIA" }),
      )
      .on("PUT", /^\/api\/admin\/settings$/, (_url, init) => answered(JSON.parse(String(init?.body))));
    const { container } = renderWithProviders(<StoreSettingsPage />, { user: admin });
    const section = await screen.findByRole("region", { name: MSG.logoSection });
    expect(within(section).getByRole("img", { name: MSG.logoPreviewAlt })).toHaveAttribute(
      "src",
      "/images/cd34cd34cd34cd34-1024.webp",
    );
    const file = container.querySelector<HTMLInputElement>('[data-testid="logo-file"]')!;
    await userEvent.upload(file, new File(["png"], "logo.png", { type: "image/png" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent("Only PNG, JPEG, GIF or WebP images");
    // The stored logo stays.
    expect(within(section).getByRole("img", { name: MSG.logoPreviewAlt })).toBeInTheDocument();

    within(section).getByRole("button", { name: MSG.logoRemove }).focus();
    await userEvent.keyboard("{Enter}");
    const upload = await within(section).findByRole("button", { name: MSG.logoUpload });
    await waitFor(() => expect(upload).toHaveFocus());
    expect(within(section).queryByRole("img")).not.toBeInTheDocument();
    expect(within(section).queryByRole("alert")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText(/Store settings saved/)).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /settings$/)[0]?.init?.body)).logo).toBeNull();
  });

  it("says when the settings cannot be loaded", async () => {
    mockApi().on("GET", /^\/api\/public\/settings$/, () => new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }));
    renderWithProviders(<StoreSettingsPage />, { user: admin });
    expect(await screen.findByText(/boom|Failed to load the store settings/)).toBeInTheDocument();
  });
});
