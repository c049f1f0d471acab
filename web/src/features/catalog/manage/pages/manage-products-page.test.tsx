import { ROLES } from "@shop/contract";
import { configure, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../../lib/session";
import { makeSetupChecklist, pageOf } from "../../../../test/fixtures";
import { mockApi } from "../../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../../test/render";
import { ManageProductsPage } from "./manage-products-page";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Manage Products, the back office's first screen", { timeout: 20_000 }, () => {
  it("opens with the setup checklist while the shop is not ready", async () => {
    mockApi()
      .on("GET", /^\/api\/admin\/setup$/, () => makeSetupChecklist("settings", "categories", "seller"))
      .on("GET", /^\/api\/(admin|public)\/products$/, () => pageOf([]))
      .on("GET", /^\/api\/public\/categories$/, () => pageOf([]));
    renderWithProviders(<ManageProductsPage />, { user: makeUser([ROLES.user, ROLES.admin], "owner") });
    expect(screen.getByRole("heading", { level: 1, name: "Manage Products" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Get your shop ready" })).toBeInTheDocument();
    expect(screen.getByText("3 of 5 done")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Write the About, Privacy and Terms pages/ })).toHaveAttribute(
      "href",
      "/admin/pages",
    );
  });
});
