import { MSG } from "@shop/contract/messages/back-office";
import { ROLES } from "@shop/contract";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderRoutes } from "../../../test/render";
import { SellerDashboardPage } from "../pages/seller-dashboard-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const seller = makeUser([ROLES.user, ROLES.seller], "seller1");
const admin = makeUser([ROLES.user, ROLES.admin], "admin");
const routes = ["/seller/dashboard", "/seller/profile"].map((path) => ({ path, element: <SellerDashboardPage /> }));

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const LOGO = "/images/0123456789abcdef-1024.webp";

describe("the seller's shop profile", { timeout: 20_000 }, () => {
  it("is a tab of the dashboard where the seller sets the shop's display name and hears it is saved", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/seller\/profile$/, () => ({
        username: "seller1",
        displayName: null,
        taxId: "",
        address: "",
        about: "",
        returnAddress: "",
        logo: null,
        cover: null,
        bankDetails: "",
      }))
      .on("POST", /^\/api\/seller\/images$/, () => ({ image: "0123456789abcdef", url: LOGO }))
      .on("PUT", /^\/api\/seller\/profile$/, (_url, init) => ({
        username: "seller1",
        ...JSON.parse(String(init?.body)),
      }));
    renderRoutes(routes, { user: seller, path: "/seller/profile" });
    expect(screen.getByRole("tab", { name: "Shop profile" })).toHaveAttribute("aria-selected", "true");
    const field = await screen.findByLabelText("Display name");
    expect(field).toHaveValue("");
    expect(screen.getByText(/Without one, customers see “Seller” and your seller number/)).toBeInTheDocument();

    // The contract's rule before anything is sent.
    await userEvent.type(field, "A");
    await userEvent.click(screen.getByRole("button", { name: "Save shop profile" }));
    expect(await screen.findByText("Display name should have at least 2 characters")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(api.calls("PUT", /profile$/)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, "  Maple & Finch ");
    // The seller's tax ID, printed on the invoice beside their lines (decision 0036).
    await userEvent.type(screen.getByLabelText("Tax ID"), "DE999999999");
    // Their business address, printed under their name on the invoices they issue (decision 0040).
    await userEvent.type(screen.getByLabelText("Business address"), "12 Harbour Street, Bristol BS1 4RN ");
    // The shop page's texts, its logo uploaded as the shop's pictures are, and where payouts go (decision 0047).
    await userEvent.type(screen.getByLabelText(MSG.shopAbout), "Maps and prints.");
    await userEvent.type(screen.getByLabelText(MSG.shopReturnAddress), "1 Dock Road");
    await userEvent.upload(screen.getByTestId("logo-file"), new File(["png"], "logo.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: MSG.shopLogo })).toHaveAttribute("src", LOGO);
    await userEvent.type(screen.getByLabelText(/Bank details for payouts/), "IBAN GB33 BUKB 2020 1555 5555 55");
    await userEvent.click(screen.getByRole("button", { name: "Save shop profile" }));
    expect(await screen.findByText('Shop profile saved. Customers now see "Maple & Finch".')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls("PUT", /profile$/)[0]?.init?.body))).toEqual({
      displayName: "Maple & Finch",
      taxId: "DE999999999",
      address: "12 Harbour Street, Bristol BS1 4RN",
      about: "Maps and prints.",
      returnAddress: "1 Dock Road",
      // Left empty: the shop's window.
      returnWindowDays: null,
      logo: LOGO,
      cover: null,
      bankDetails: "IBAN GB33 BUKB 2020 1555 5555 55",
    });
    expect(screen.getByLabelText("Business address")).toHaveValue("12 Harbour Street, Bristol BS1 4RN");
    expect(field).toHaveValue("Maple & Finch");
  });

  it("sets the seller's own return window, empty for the shop's, checked by the contract's rule", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/seller\/profile$/, () => ({
        username: "seller1",
        displayName: "Maple",
        taxId: "",
        address: "",
        about: "",
        returnAddress: "",
        returnWindowDays: 30,
        logo: null,
        cover: null,
        bankDetails: "",
      }))
      .on("PUT", /^\/api\/seller\/profile$/, (_url, init) => ({
        username: "seller1",
        ...JSON.parse(String(init?.body)),
      }));
    renderRoutes(routes, { user: seller, path: "/seller/profile" });
    const window = await screen.findByLabelText(MSG.sellerReturnWindowLabel);
    expect(window).toHaveValue(30);
    // The hint names the shop's window, which an empty field takes.
    expect(screen.getByText(MSG.sellerReturnWindowHint(14))).toBeInTheDocument();
    expect(screen.getByText(MSG.shopReturnAddressHint)).toBeInTheDocument();
    await userEvent.clear(window);
    await userEvent.type(window, "400");
    await userEvent.click(screen.getByRole("button", { name: "Save shop profile" }));
    expect(await screen.findByText(MSG.sellerReturnWindow)).toBeInTheDocument();
    expect(api.calls("PUT", /profile$/)).toHaveLength(0);
    await userEvent.clear(window);
    await userEvent.type(window, "0");
    await userEvent.click(screen.getByRole("button", { name: "Save shop profile" }));
    await waitFor(() => expect(api.calls("PUT", /profile$/)).toHaveLength(1));
    expect(JSON.parse(String(api.calls("PUT", /profile$/)[0]?.init?.body)).returnWindowDays).toBe(0);
    await userEvent.clear(window);
    await userEvent.click(screen.getByRole("button", { name: "Save shop profile" }));
    await waitFor(() => expect(api.calls("PUT", /profile$/)).toHaveLength(2));
    expect(JSON.parse(String(api.calls("PUT", /profile$/)[1]?.init?.body)).returnWindowDays).toBeNull();
    expect(window).toHaveValue(null);
  });

  it("shows the server's validation message", async () => {
    mockApi()
      .on("GET", /^\/api\/seller\/profile$/, () => ({
        username: "seller1",
        displayName: "Maple",
        taxId: "",
        address: "",
        about: "",
        returnAddress: "",
        logo: null,
        cover: null,
        bankDetails: "",
      }))
      .on(
        "PUT",
        /^\/api\/seller\/profile$/,
        () =>
          new Reply(400, {
            message: "Please check the highlighted fields",
            code: "BAD_REQUEST",
            fieldErrors: { displayName: "Display name should have at most 60 characters" },
          }),
      );
    renderRoutes(routes, { user: seller, path: "/seller/profile" });
    const field = await screen.findByLabelText("Display name");
    expect(field).toHaveValue("Maple");
    await userEvent.type(field, " & Finch");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Display name should have at most 60 characters")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("is not offered to an admin who does not sell, who is told why at its address", async () => {
    mockApi()
      .on(
        "GET",
        /^\/api\/seller\/profile$/,
        () => new Reply(403, { message: "Only sellers have a seller profile", code: "FORBIDDEN" }),
      )
      .on(
        "GET",
        /^\/api\/seller\/dashboard(\/stats)?$/,
        () => new Reply(503, { message: "Not in this test", code: "X" }),
      )
      .on("GET", /^\/api\/seller\/orders$/, () => new Reply(503, { message: "Not in this test", code: "X" }));
    const { router } = renderRoutes(routes, { user: admin, path: "/seller/dashboard" });
    expect(screen.getByRole("tab", { name: "Overview" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Shop profile" })).not.toBeInTheDocument();
    await router.navigate("/seller/profile");
    await waitFor(() => expect(screen.getByText("Only sellers have a seller profile")).toBeInTheDocument());
  });
});
