import { ROLES } from "@shop/contract";
import { configure, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { makeProduct, makeSetupChecklist, pageOf } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { HomePage } from "./home-page";

// A loaded machine can take more than the default second to settle a query (and to load a chunk).
configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "owner");

function mockShop(products: ReturnType<typeof makeProduct>[]) {
  return mockApi()
    .on("GET", /^\/api\/public\/products$/, () => pageOf(products))
    .on("GET", /^\/api\/public\/categories$/, () => pageOf([]))
    .on("GET", /^\/api\/admin\/setup$/, () => makeSetupChecklist("settings"));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the home page of a shop without products", { timeout: 20_000 }, () => {
  it("shows a signed-in admin the setup checklist", async () => {
    mockShop([]);
    renderWithProviders(<HomePage />, { user: admin });
    expect(await screen.findByRole("region", { name: "Get your shop ready" })).toBeInTheDocument();
    expect(screen.getByText("1 of 5 done")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Add the first product/ })).toHaveAttribute("href", "/seller/products");
  });

  it("shows shoppers no checklist and never asks for it", async () => {
    const api = mockShop([]);
    renderWithProviders(<HomePage />, { user: makeUser([ROLES.user]) });
    await waitFor(() => expect(api.calls("GET", /products$/)).toHaveLength(1));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Get your shop ready" })).not.toBeInTheDocument();
    expect(api.calls("GET", /setup$/)).toHaveLength(0);
  });

  it("keeps the checklist once the shop has products, until every step is done", async () => {
    mockShop([makeProduct(1, { productName: "Green tea" })]);
    const { unmount } = renderWithProviders(<HomePage />, { user: admin });
    expect(await screen.findByText("Green tea")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Get your shop ready" })).toBeInTheDocument();
    unmount();

    const api = mockApi()
      .on("GET", /^\/api\/public\/products$/, () => pageOf([makeProduct(1, { productName: "Green tea" })]))
      .on("GET", /^\/api\/public\/categories$/, () => pageOf([]))
      .on("GET", /^\/api\/admin\/setup$/, () =>
        makeSetupChecklist("settings", "categories", "seller", "product", "pages"),
      );
    renderWithProviders(<HomePage />, { user: admin });
    expect(await screen.findByText("Green tea")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("GET", /setup$/)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Get your shop ready" })).not.toBeInTheDocument();
  });
});
