import { ROLES } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { PromotionsManager } from "./promotions-manager";

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "admin");

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const promotion = (overrides: Record<string, unknown> = {}) => ({
  promotionId: 1,
  code: "WELCOME10",
  kind: "percent",
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
  timesUsed: 3,
  sellerId: null,
  sellerName: null,
  categoryIds: [],
  productIds: [],
  sellerIds: [],
  minQuantity: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

describe("Promotions", { timeout: 30_000 }, () => {
  it("lists codes with their usage and lets only unused ones be deleted", async () => {
    mockApi().on("GET", /^\/api\/admin\/promotions$/, () =>
      pageOf([
        promotion(),
        promotion({
          promotionId: 2,
          code: "SHIPFREE",
          kind: "free_shipping",
          value: 0,
          timesUsed: 0,
          usageLimit: null,
        }),
      ]),
    );
    renderWithProviders(<PromotionsManager scope="admin" heading="Discount codes" />, { user: admin });
    const used = (await screen.findByText("WELCOME10")).closest("tr") as HTMLElement;
    expect(within(used).getByText("3 / 100")).toBeInTheDocument();
    expect(within(used).getByText("10% off")).toBeInTheDocument();
    expect(within(used).getByRole("button", { name: "Delete WELCOME10" })).toBeDisabled();
    const unused = screen.getByText("SHIPFREE").closest("tr") as HTMLElement;
    expect(within(unused).getByText("Free shipping")).toBeInTheDocument();
    expect(within(unused).getByText("0 uses")).toBeInTheDocument();
    expect(within(unused).getByRole("button", { name: "Delete SHIPFREE" })).toBeEnabled();
  });

  it("deactivates a code by an edit of active alone, says so and reads the list again", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/admin\/promotions$/, () => pageOf([promotion()]))
      .on("PUT", /^\/api\/admin\/promotions\/1$/, () => promotion({ active: false }));
    const user = userEvent.setup();
    renderWithProviders(<PromotionsManager scope="admin" heading="Discount codes" />, { user: admin });
    await user.click(await screen.findByRole("button", { name: "Deactivate WELCOME10" }));
    expect(await screen.findByText("WELCOME10 is now inactive")).toBeInTheDocument();
    expect(api.calls("PUT", /promotions\/1$/).map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { active: false },
    ]);
    await waitFor(() => expect(api.calls("GET", /promotions$/)).toHaveLength(2));
  });

  it("checks the form with the contract's messages, then shows the server's field errors", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/admin\/promotions$/, () => pageOf([]))
      .on(
        "POST",
        /^\/api\/admin\/promotions$/,
        () => new Reply(409, { message: "A discount code with this name already exists", code: "DUPLICATE" }),
      );
    const user = userEvent.setup();
    renderWithProviders(<PromotionsManager scope="admin" heading="Discount codes" />, { user: admin });
    expect(await screen.findByText("No discount codes yet")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "New code" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "New discount code" });

    await user.type(within(dialog).getByLabelText(/^Code/), "x!");
    await user.type(within(dialog).getByLabelText(/Percent off \(%\)/), "120");
    await user.click(within(dialog).getByRole("button", { name: "Create code" }));
    expect(within(dialog).getByText("Codes are 3 to 32 letters, digits or dashes")).toBeInTheDocument();
    expect(within(dialog).getByText(/A percent off must be more than 0 and at most 100/)).toBeInTheDocument();
    expect(api.calls("POST", /promotions$/)).toHaveLength(0);

    // Free shipping needs no value; the server's duplicate answer lands on the code.
    await user.clear(within(dialog).getByLabelText(/^Code/));
    await user.type(within(dialog).getByLabelText(/^Code/), "SHIP-IT");
    await user.click(within(dialog).getByLabelText("Free shipping"));
    expect(within(dialog).queryByLabelText(/Percent off \(%\)/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Usage limit/), "5");
    await user.click(within(dialog).getByRole("button", { name: "Create code" }));
    expect(await within(dialog).findByText("A discount code with this name already exists")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("POST", /promotions$/)).toHaveLength(1));
    const body = JSON.parse(String(api.calls("POST", /promotions$/)[0]?.init?.body));
    expect(body).toMatchObject({ code: "SHIP-IT", kind: "free_shipping", usageLimit: 5, minSubtotal: null });
    expect(body.value).toBeUndefined();
  });

  it("edits a code in a prefilled form: its text stays, a used code's discount too, the scope as ids", async () => {
    const used = promotion({ categoryIds: [4], minQuantity: 2, endsAt: "2026-12-31T12:00:00.000Z" });
    const api = mockApi()
      .on("GET", /^\/api\/admin\/promotions$/, () => pageOf([used]))
      .on("PUT", /^\/api\/admin\/promotions\/1$/, () => promotion({ productIds: [12, 40] }));
    const user = userEvent.setup();
    renderWithProviders(<PromotionsManager scope="admin" heading="Discount codes" />, { user: admin });
    const row = (await screen.findByText("WELCOME10")).closest("tr") as HTMLElement;
    expect(within(row).getByText(/Categories 4 · At least 2 items/)).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Edit WELCOME10" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit WELCOME10" });
    expect(within(dialog).getByLabelText(/^Code/)).toHaveValue("WELCOME10");
    expect(within(dialog).getByLabelText(/^Code/)).toHaveAttribute("readonly");
    // Used three times: the discount is shown, not offered to change.
    expect(within(dialog).getByText(/its discount stays/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Percent off \(%\)/)).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText(/Category IDs/)).toHaveValue("4");
    expect(within(dialog).getByLabelText(/Minimum quantity/)).toHaveValue(2);
    expect(within(dialog).getByLabelText(/Ends after/)).toHaveValue("2026-12-31");

    await user.type(within(dialog).getByLabelText(/Product IDs/), "12, x");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(within(dialog).getByText("A scope is a list of at most 100 ids")).toBeInTheDocument();
    expect(api.calls("PUT", /promotions\/1$/)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Product IDs/));
    await user.type(within(dialog).getByLabelText(/Product IDs/), "12, 40");
    await user.clear(within(dialog).getByLabelText(/Category IDs/));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(api.calls("PUT", /promotions\/1$/)).toHaveLength(1));
    const body = JSON.parse(String(api.calls("PUT", /promotions\/1$/)[0]?.init?.body));
    expect(body).toMatchObject({
      code: "WELCOME10",
      kind: "percent",
      value: 10,
      categoryIds: [],
      productIds: [12, 40],
      sellerIds: [],
      minQuantity: 2,
      usageLimit: 100,
      active: true,
    });
    expect(await screen.findByText("WELCOME10 saved")).toBeInTheDocument();
  });
});
