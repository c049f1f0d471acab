import { EMPTY_STORE_SETTINGS, ROLES, type SellerApplication } from "@shop/contract";
import { MSG, SUCCESS } from "@shop/contract/messages/account";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { SellPage } from "./sell-page";

configure({ asyncUtilTimeout: 5000 });

const customer = makeUser([ROLES.user], "ana");
const settings = { ...EMPTY_STORE_SETTINGS, shopName: "Corner Shop" };
const application = (over: Partial<SellerApplication> = {}): SellerApplication => ({
  applicationId: 3,
  status: "pending",
  shopName: "Kiln Studio",
  about: "Mugs",
  contactEmail: "ana@example.com",
  phone: "",
  returnAddress: "1 Kiln Lane",
  reason: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  decidedAt: null,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const fill = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) => {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), text);
};

describe("Sell on {shop}", { timeout: 20_000 }, () => {
  it("checks the form with the contract's messages, puts the server's refusal on its field, then shows the status", async () => {
    let taken = true;
    const api = mockApi()
      .on("GET", /^\/api\/seller\/application$/, () => new Reply(404, { message: "Application not found" }))
      .on("POST", /^\/api\/seller\/application$/, (_url, init) =>
        taken
          ? new Reply(409, {
              message: "Another seller already uses this display name",
              code: "CONFLICT",
              fieldErrors: { shopName: "Another seller already uses this display name" },
            })
          : application({ ...JSON.parse(String(init?.body)) }),
      );
    const user = userEvent.setup();
    renderWithProviders(<SellPage />, { user: customer, settings });
    expect(await screen.findByRole("heading", { name: "Sell on Corner Shop" })).toBeInTheDocument();
    const submit = await screen.findByRole("button", { name: MSG.applicationSubmit });
    // The account's e-mail is the contact address until changed.
    expect(screen.getByLabelText(/Contact email/)).toHaveValue(customer.email);
    await user.click(submit);
    expect(await screen.findByText(MSG.shopNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.aboutRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.returnAddressRequired)).toBeInTheDocument();
    expect(api.calls("POST", /application$/)).toHaveLength(0);

    await fill(user, /Shop name/, "Kiln Studio");
    await fill(user, /About your shop/, "Mugs and bowls");
    await fill(user, /Phone/, "12");
    await fill(user, /Address for returns/, "1 Kiln Lane");
    await user.click(submit);
    expect(await screen.findByText(MSG.phoneInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Phone/));
    await user.click(submit);
    expect(await screen.findByText("Another seller already uses this display name")).toBeInTheDocument();
    expect(screen.getByLabelText(/Shop name/)).toHaveAttribute("aria-invalid", "true");

    taken = false;
    await fill(user, /Shop name/, "Kiln Studio Two");
    await user.click(submit);
    expect(await screen.findByText(SUCCESS.applicationSent)).toBeInTheDocument();
    expect(screen.getByText(MSG.applicationPending)).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: MSG.applicationSubmit })).not.toBeInTheDocument();
    const [, second] = api.calls("POST", /application$/);
    expect(JSON.parse(String(second?.init?.body))).toEqual({
      shopName: "Kiln Studio Two",
      about: "Mugs and bowls",
      contactEmail: customer.email,
      phone: "",
      returnAddress: "1 Kiln Lane",
    });
  });

  it("shows a rejection's reason with the form to apply again, and a suspension's reason with the dashboard", async () => {
    let answer = application({ status: "rejected", reason: "Tell us what you make." });
    mockApi().on("GET", /^\/api\/seller\/application$/, () => answer);
    const first = renderWithProviders(<SellPage />, { user: customer, settings });
    expect(await screen.findByText("Reason: Tell us what you make.")).toBeInTheDocument();
    expect(screen.getByText(MSG.applicationApplyAgain)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: MSG.applicationSubmit })).toBeInTheDocument();
    first.unmount();

    answer = application({ status: "suspended", reason: "Parcels arrive broken." });
    renderWithProviders(<SellPage />, { user: makeUser([ROLES.user, ROLES.seller], "ana"), settings });
    expect(await screen.findByText(MSG.applicationSuspended)).toBeInTheDocument();
    expect(screen.getByText("Reason: Parcels arrive broken.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MSG.applicationToDashboard })).toHaveAttribute("href", "/seller/dashboard");
    expect(screen.queryByRole("button", { name: MSG.applicationSubmit })).not.toBeInTheDocument();
  });

  it("says so when the application cannot be loaded", async () => {
    mockApi().on("GET", /^\/api\/seller\/application$/, () => new Reply(500, { message: "Something went wrong" }));
    renderWithProviders(<SellPage />, { user: customer, settings });
    await waitFor(() => expect(screen.getByRole("alert")).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: MSG.applicationSubmit })).not.toBeInTheDocument();
  });
});
