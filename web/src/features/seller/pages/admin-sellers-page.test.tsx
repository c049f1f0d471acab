import { ROLES } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../test/render";
import { AdminSellersPage } from "./admin-sellers-page";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("Sellers & payouts' tabs", () => {
  it("opens the tab its path names, and moves between them by keyboard", async () => {
    mockApi()
      .on("GET", /^\/api\/admin\/seller-applications$/, () => pageOf([]))
      .on("GET", /^\/api\/admin\/marketplace$/, () => ({ commissionPercent: 10, cashCollectedBy: "platform" }))
      .on("GET", /^\/api\/admin\/sellers$/, () => pageOf([]));
    renderWithProviders(<AdminSellersPage />, {
      user: makeUser([ROLES.user, ROLES.admin], "admin"),
      path: "/admin/sellers/applications",
    });
    expect(screen.getByRole("tab", { name: MSG.applicationsTab })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(MSG.applicationsEmptyStatus("pending"))).toBeInTheDocument();
    screen.getByRole("tab", { name: MSG.applicationsTab }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: MSG.sellersTab })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Marketplace terms" })).toBeInTheDocument();
  });
});
