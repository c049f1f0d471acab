import { ROLES } from "@shop/contract";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../lib/session";
import { pageOf } from "../../../test/fixtures";
import { mockApi } from "../../../test/mock-api-chain";
import { makeUser, renderRoutes } from "../../../test/render";
import { sellerOrder } from "../components/seller-order-fixture";
import { AdminOrdersPage } from "./admin-orders-page";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe("the admin's Orders screen: the seller by name", { timeout: 20_000 }, () => {
  it("asks for the seller's name the URL holds, and a new name goes into the URL", async () => {
    const api = mockApi().on("GET", /\/api\/admin\/orders$/, () => pageOf([sellerOrder(7, "Shipped")]));
    const { router } = renderRoutes([{ path: "/admin/orders", element: <AdminOrdersPage /> }], {
      user: makeUser([ROLES.user, ROLES.admin], "owner"),
      path: "/admin/orders?sellerName=harbour",
    });
    await screen.findByText("#7");
    expect(api.calls("GET", /\/api\/admin\/orders$/)[0]?.url.searchParams.get("sellerName")).toBe("harbour");
    const field = screen.getByLabelText("Seller");
    expect(field).toHaveValue("harbour");
    await userEvent.clear(field);
    await userEvent.type(field, "Maple{Enter}");
    expect(router.state.location.search).toContain("sellerName=Maple");
    await waitFor(() =>
      expect(
        api
          .calls("GET", /\/api\/admin\/orders$/)
          .at(-1)
          ?.url.searchParams.get("sellerName"),
      ).toBe("Maple"),
    );
  });
});
