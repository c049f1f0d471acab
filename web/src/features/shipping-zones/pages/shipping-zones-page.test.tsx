import { EMPTY_STORE_SETTINGS, MSG, ROLES } from "@shop/contract";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { mockApi, Reply } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { ShippingZonesPage } from "./shipping-zones-page";

configure({ asyncUtilTimeout: 5000 });
const admin = { ...makeUser([ROLES.user, ROLES.admin], "admin"), id: 4 };
const euro = { ...EMPTY_STORE_SETTINGS, currency: "EUR", country: "DE" };

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Shipping zones", { timeout: 20_000 }, () => {
  it("starts empty, adds a zone with its countries in words, checks overlaps like the server and saves the list", async () => {
    const sent: unknown[] = [];
    mockApi()
      .on("GET", /^\/api\/admin\/shipping-zones$/, () => [])
      .on("PUT", /^\/api\/admin\/shipping-zones$/, (_url, init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        return body;
      });
    renderWithProviders(<ShippingZonesPage />, { user: admin, settings: euro });
    expect(await screen.findByText(/No zones: every address pays/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add a zone" }));
    await userEvent.type(screen.getByLabelText("Zone 1 name"), "Home");
    await userEvent.type(screen.getByLabelText("Countries"), "de, at");
    expect(screen.getByText("Germany, Austria")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Shipping fee (€)"), "4.9");
    await userEvent.click(screen.getByRole("button", { name: "Add a zone" }));
    await userEvent.type(screen.getByLabelText("Zone 2 name"), "Neighbours");
    await userEvent.type(screen.getAllByLabelText("Countries")[1]!, "FR DE");
    await userEvent.type(screen.getAllByLabelText("Shipping fee (€)")[1]!, "9.9");
    await userEvent.click(screen.getByRole("button", { name: "Save zones" }));
    expect(await screen.findByText(MSG.zoneCountryTwice("DE", "Home", "Neighbours"))).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getAllByLabelText("Countries")[1]!);
    await userEvent.type(screen.getAllByLabelText("Countries")[1]!, "FR");
    await userEvent.type(screen.getAllByLabelText("Free shipping over (€)")[1]!, "80");
    await userEvent.click(screen.getByRole("button", { name: "Save zones" }));
    expect(
      await screen.findByText("Shipping zones saved. Orders placed from now on pay the fee of their address's zone."),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      [
        { name: "Home", countries: ["DE", "AT"], everywhereElse: false, fee: 4.9, freeShippingThreshold: null },
        { name: "Neighbours", countries: ["FR"], everywhereElse: false, fee: 9.9, freeShippingThreshold: 80 },
      ],
    ]);
  });

  it("puts the server's refusal on the field it names", async () => {
    const zone = { name: "Japan", countries: ["JP"], everywhereElse: false, fee: 500, freeShippingThreshold: null };
    const message = "Shipping fee can have at most 0 decimals in JPY";
    mockApi()
      .on("GET", /^\/api\/admin\/shipping-zones$/, () => [zone])
      .on(
        "PUT",
        /^\/api\/admin\/shipping-zones$/,
        () => new Reply(400, { message, code: "BAD_REQUEST", fieldErrors: { "0.fee": message } }),
      );
    renderWithProviders(<ShippingZonesPage />, { user: admin, settings: { ...euro, currency: "JPY", country: "JP" } });
    const fee = await screen.findByLabelText("Shipping fee (¥)");
    expect(fee).toHaveValue(500);
    await userEvent.clear(fee);
    await userEvent.type(fee, "499.5");
    await userEvent.click(screen.getByRole("button", { name: "Save zones" }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(fee).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the zones cannot be loaded", async () => {
    mockApi().on("GET", /^\/api\/admin\/shipping-zones$/, () => new Reply(500, { message: "Down", code: "INTERNAL" }));
    renderWithProviders(<ShippingZonesPage />, { user: admin, settings: euro });
    expect(await screen.findByText(/Down|Failed to load the shipping zones/)).toBeInTheDocument();
  });
});
