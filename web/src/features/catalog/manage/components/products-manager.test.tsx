import { MSG } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../../lib/session";
import { makeProduct, pageOf } from "../../../../test/fixtures";
import { mockApi, Reply } from "../../../../test/mock-api-chain";
import { renderWithProviders } from "../../../../test/render";
import { NO_DELETE_TOOLTIP, NO_EDIT_TOOLTIP } from "./product-table";
import { ProductsManager } from "./products-manager";
import { admin, mockPermissions, rowOf, seller, setUpProductTests } from "./products-test-kit";
import { loadProductPermission } from "./use-product-permissions";

setUpProductTests();

describe("Manage Products permissions (docs/product/storefront.md §6)", { timeout: 20_000 }, () => {
  it("lets an admin edit and delete own products, and only delete others' with the Admin View badge", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = mockApi().on("GET", /^\/api\/admin\/products$/, () =>
      pageOf([makeProduct(1, { productName: "Own Lamp" }), makeProduct(2, { productName: "Other Chair" })]),
    );
    mockPermissions(api, { 1: [true, true], 2: [false, true] });
    renderWithProviders(<ProductsManager scope="admin" heading="All Products" />, { user: admin });

    await screen.findByText("Own Lamp");
    const own = rowOf("Own Lamp");
    const other = rowOf("Other Chair");
    await waitFor(() => expect(within(other).getByText("Admin View")).toBeInTheDocument());

    expect(within(own).getByRole("button", { name: "Edit Own Lamp" })).toHaveAttribute("aria-disabled", "false");
    expect(within(own).getByRole("button", { name: "Delete Own Lamp" })).toHaveAttribute("aria-disabled", "false");
    expect(within(own).queryByText("Admin View")).not.toBeInTheDocument();

    const edit = within(other).getByRole("button", { name: "Edit Other Chair" });
    expect(edit).toHaveAttribute("aria-disabled", "true");
    expect(edit).toHaveAttribute("title", NO_EDIT_TOOLTIP);
    expect(within(other).getByRole("button", { name: "Delete Other Chair" })).toHaveAttribute("aria-disabled", "false");

    // The legend of the admin table.
    expect(screen.getByText(/Admins can correct any product/)).toBeInTheDocument();
  });

  it("denies edit and lets an admin delete when the checks fail", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = mockApi().on("GET", /^\/api\/admin\/products$/, () =>
      pageOf([makeProduct(3, { productName: "Desk" })]),
    );
    mockPermissions(api, { 3: "fail" });
    renderWithProviders(<ProductsManager scope="admin" heading="All Products" />, { user: admin });

    await screen.findByText("Desk");
    const row = rowOf("Desk");
    await waitFor(() =>
      expect(within(row).getByRole("button", { name: "Edit Desk" })).toHaveAttribute("title", NO_EDIT_TOOLTIP),
    );
    expect(within(row).getByRole("button", { name: "Edit Desk" })).toHaveAttribute("aria-disabled", "true");
    expect(within(row).getByRole("button", { name: "Delete Desk" })).toHaveAttribute("aria-disabled", "false");
    expect(within(row).getByText("Admin View")).toBeInTheDocument();
    // A failed check is only logged.
    expect(warn).toHaveBeenCalledWith("Permission check failed for product 3", expect.anything());
  });

  it("a failed check denies delete too when the user is not an admin", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mockApi().on("GET", /can-(edit|delete)$/, () => new Reply(500, { message: "boom", code: "INTERNAL_ERROR" }));
    setSessionUser(seller);
    await expect(loadProductPermission(9, false)).resolves.toEqual({ canEdit: false, canDelete: false });
    await expect(loadProductPermission(9, true)).resolves.toEqual({ canEdit: false, canDelete: true });
  });

  it("disables both actions with their tooltips when neither is allowed, without the badge", async () => {
    const api = mockApi().on("GET", /^\/api\/admin\/products$/, () =>
      pageOf([makeProduct(4, { productName: "Sofa" })]),
    );
    mockPermissions(api, { 4: [false, false] });
    renderWithProviders(<ProductsManager scope="admin" heading="All Products" />, { user: admin });

    await screen.findByText("Sofa");
    const row = rowOf("Sofa");
    await waitFor(() =>
      expect(within(row).getByRole("button", { name: "Delete Sofa" })).toHaveAttribute("title", NO_DELETE_TOOLTIP),
    );
    expect(within(row).getByRole("button", { name: "Delete Sofa" })).toHaveAttribute("aria-disabled", "true");
    expect(within(row).getByRole("button", { name: "Edit Sofa" })).toHaveAttribute("aria-disabled", "true");
    expect(within(row).queryByText("Admin View")).not.toBeInTheDocument();
  });

  it("a seller's own list runs no checks and allows both actions", async () => {
    const api = mockApi().on("GET", /^\/api\/seller\/products$/, () =>
      pageOf([makeProduct(5, { productName: "Mug" })]),
    );
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });

    await screen.findByText("Mug");
    const row = rowOf("Mug");
    expect(within(row).getByRole("button", { name: "Edit Mug" })).toHaveAttribute("aria-disabled", "false");
    expect(within(row).getByRole("button", { name: "Delete Mug" })).toHaveAttribute("aria-disabled", "false");
    expect(api.calls("GET", /can-(edit|delete)$/)).toHaveLength(0);
    expect(screen.queryByText(/Admins can delete any product/)).not.toBeInTheDocument();
  });

  it("falls back to the admin list when the seller list answers 404", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => new Reply(404, { message: "Not found", code: "NOT_FOUND" }))
      .on("GET", /^\/api\/admin\/products$/, () => pageOf([makeProduct(6, { productName: "Fallback Item" })]));
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    expect(await screen.findByText("Fallback Item")).toBeInTheDocument();
    expect(api.calls("GET", /^\/api\/admin\/products$/)[0]?.url.searchParams.get("sortOrder")).toBe("desc");
  });

  it("shows the seller empty text", async () => {
    mockApi().on("GET", /^\/api\/seller\/products$/, () => pageOf([]));
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    expect(await screen.findByText(MSG.noSellerProducts)).toBeInTheDocument();
  });
});

describe("product table pagination", { timeout: 20_000 }, () => {
  it("shows Page X of Y with first/last and ellipses, and loads the chosen page", async () => {
    const api = mockApi().on("GET", /^\/api\/seller\/products$/, (url) => {
      const page = Number(url.searchParams.get("pageNumber"));
      return pageOf([makeProduct(100 + page, { productName: `Item on page ${page + 1}` })], page, 12);
    });
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });

    await screen.findByText("Item on page 1");
    expect(screen.getByText("Page 1 of 12")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(
      within(nav)
        .getAllByRole("button", { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(["1", "2", "3", "4", "5", "12"]);
    expect(within(nav).getByText("…")).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole("button", { name: "Page 12" }));
    expect(await screen.findByText("Item on page 12")).toBeInTheDocument();
    expect(screen.getByText("Page 12 of 12")).toBeInTheDocument();
    const last = api.calls("GET", /^\/api\/seller\/products$/).at(-1);
    expect(last?.url.searchParams.get("pageNumber")).toBe("11");
    expect(last?.url.searchParams.get("pageSize")).toBe("10");
    expect(within(nav).getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("is hidden with a single page", async () => {
    mockApi().on("GET", /^\/api\/seller\/products$/, () => pageOf([makeProduct(1)]));
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await screen.findByText("Product 1");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });
});

describe("product list", { timeout: 20_000 }, () => {
  it("deletes after the confirmation and shows the server's reason on failure", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([makeProduct(8, { productName: "Kettle" })]))
      .on("DELETE", /^\/api\/admin\/products\/8$/, () => new Reply(403, { message: "Not yours", code: "FORBIDDEN" }));
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click(await screen.findByRole("button", { name: "Delete Kettle" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Product" });
    expect(within(confirm).getByText("Are you sure you want to delete this product?")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Not yours")).toBeInTheDocument();
    expect(api.calls("DELETE", /products\/8$/)).toHaveLength(1);
  });

  it("is a list of cards with the same actions on a phone", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 639px)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi().on("GET", /^\/api\/seller\/products$/, () =>
      pageOf([makeProduct(9, { productName: "Teapot", quantity: 3, variantCount: 2 })]),
    );
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    const card = within(await screen.findByRole("list", { name: "Products" })).getByRole("listitem");
    expect(within(card).getByText("Teapot")).toBeInTheDocument();
    expect(within(card).getByText("3 in stock across 2 variants")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Edit Teapot" })).toHaveAttribute("aria-disabled", "false");
    expect(within(card).getByRole("button", { name: "Delete Teapot" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
