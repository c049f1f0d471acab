import { FALLBACK, MAX_IMAGE_BYTES, MSG, ROLES, SUCCESS } from "@shop/contract";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setSessionUser } from "../../../../lib/session";
import { makeProduct, pageOf } from "../../../../test/fixtures";
import { mockApi, Reply } from "../../../../test/mock-api-chain";
import { makeUser, renderWithProviders } from "../../../../test/render";
import { NO_DELETE_TOOLTIP, NO_EDIT_TOOLTIP } from "./product-table";
import { ProductsManager } from "./products-manager";
import { loadProductPermission } from "./use-product-permissions";

// A loaded machine can take more than the default second to settle a query.
configure({ asyncUtilTimeout: 5000 });

const admin = makeUser([ROLES.user, ROLES.admin], "admin");
const seller = makeUser([ROLES.user, ROLES.seller], "seller1");

// Failed permission checks are logged by design (some answer after a test ends); keep the output quiet.
beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Permission answers per product id: [canEdit, canDelete], or "fail" for a failing check. */
function mockPermissions(api: ReturnType<typeof mockApi>, answers: Record<number, [boolean, boolean] | "fail">) {
  api.on("GET", /^\/api\/products\/\d+\/can-(edit|delete)$/, (url) => {
    const [, id, action] = /\/products\/(\d+)\/can-(edit|delete)/.exec(url.pathname) ?? [];
    const answer = answers[Number(id)];
    if (!answer || answer === "fail") return new Reply(500, { message: "boom", code: "INTERNAL_ERROR" });
    return action === "edit" ? answer[0] : answer[1];
  });
}

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

describe("product form", { timeout: 20_000 }, () => {
  const categories = pageOf([
    { categoryId: 4, categoryName: "Garden" },
    { categoryId: 9, categoryName: "Kitchen" },
  ]);

  it("checks every field with the spec's messages", async () => {
    mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([]))
      .on("GET", /^\/api\/public\/categories$/, () => categories);
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click((await screen.findAllByRole("button", { name: "Add Product" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Add New Product" });
    await waitFor(() => expect(within(dialog).getByLabelText(/Category/)).toHaveValue("4"));

    await userEvent.click(within(dialog).getByRole("button", { name: "Add Product" }));
    expect(await within(dialog).findByText(MSG.productNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.descriptionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.priceRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.quantityRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Product Name/), "ab");
    expect(within(dialog).queryByText(MSG.productNameRequired)).not.toBeInTheDocument(); // cleared when edited
    await userEvent.type(within(dialog).getByLabelText(/Description/), "abcd");
    await userEvent.type(within(dialog).getByLabelText(/Price/), "0");
    await userEvent.type(within(dialog).getByLabelText(/Quantity/), "-1");
    await userEvent.clear(within(dialog).getByLabelText(/Discount/));
    await userEvent.type(within(dialog).getByLabelText(/Discount/), "150");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Product" }));
    expect(await within(dialog).findByText(MSG.productNameMin)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.descriptionMin)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.pricePositive)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.quantityNonNegative)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.discountRange)).toBeInTheDocument();

    // More than two decimals is refused, never rounded: a price is exact to the cent.
    await userEvent.clear(within(dialog).getByLabelText(/Price/));
    await userEvent.type(within(dialog).getByLabelText(/Price/), "10.999");
    await userEvent.clear(within(dialog).getByLabelText(/Discount/));
    await userEvent.type(within(dialog).getByLabelText(/Discount/), "12.345");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Product" }));
    expect(await within(dialog).findByText(MSG.priceDecimals)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.discountDecimals)).toBeInTheDocument();
  });

  it("refuses an image above 10MB before uploading anything", async () => {
    const api = mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([]))
      .on("GET", /^\/api\/public\/categories$/, () => categories);
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click((await screen.findAllByRole("button", { name: "Add Product" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Add New Product" });
    const big = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: MAX_IMAGE_BYTES + 1 });
    await userEvent.upload(within(dialog).getByLabelText("Product Images"), big);
    expect(within(dialog).getByText(/"huge.png" is larger than 10MB/)).toBeInTheDocument();
    expect(api.calls("PUT", /\/image$/)).toHaveLength(0);
  });

  it("creates the product in the chosen category, uploads every chosen image and refreshes", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let created = false;
    const api = mockApi()
      .on("GET", /^\/api\/seller\/products$/, () =>
        pageOf(created ? [makeProduct(77, { productName: "Garden Hose" })] : []),
      )
      .on("GET", /^\/api\/public\/categories$/, () => categories)
      .on("POST", /^\/api\/admin\/categories\/\d+\/products$/, () => {
        created = true;
        return new Reply(201, makeProduct(77, { productName: "Garden Hose" }));
      })
      .on(
        "PUT",
        /^\/api\/admin\/products\/77\/image$/,
        () => new Reply(500, { message: "disk full", code: "INTERNAL_ERROR" }),
      )
      .on("POST", /^\/api\/admin\/products\/77\/images$/, () => makeProduct(77, { productName: "Garden Hose" }));
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click((await screen.findAllByRole("button", { name: "Add Product" }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Add New Product" });
    await waitFor(() => expect(within(dialog).getByLabelText(/Category/)).toHaveValue("4"));

    await userEvent.type(within(dialog).getByLabelText(/Product Name/), "Garden Hose");
    await userEvent.type(within(dialog).getByLabelText(/Description/), "Twenty metres of hose");
    await userEvent.type(within(dialog).getByLabelText(/Price/), "24.99");
    await userEvent.type(within(dialog).getByLabelText(/Quantity/), "12");
    await userEvent.clear(within(dialog).getByLabelText(/Discount/));
    await userEvent.type(within(dialog).getByLabelText(/Discount/), "15");
    await userEvent.selectOptions(within(dialog).getByLabelText(/Category/), "9");
    const first = new File(["a"], "first.png", { type: "image/png" });
    const second = new File(["b"], "second.jpg", { type: "image/jpeg" });
    await userEvent.upload(within(dialog).getByLabelText("Product Images"), [first, second]);
    expect(
      within(dialog).getByText(/the first \("first.png"\) is the main picture, the others join the gallery/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Product" }));

    expect(await screen.findByText(SUCCESS.productAdded)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Garden Hose")).toBeInTheDocument();

    const post = api.calls("POST", /\/products$/)[0];
    expect(post?.url.pathname).toBe("/api/admin/categories/9/products");
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      productName: "Garden Hose",
      description: "Twenty metres of hose",
      price: 24.99,
      discount: 15,
      quantity: 12,
    });
    const uploads = api.calls("PUT", /\/image$/);
    expect(uploads).toHaveLength(1);
    const body = uploads[0]?.init?.body as FormData;
    expect((body.get("image") as File).name).toBe("first.png");
    const added = api.calls("POST", /\/products\/77\/images$/);
    expect(added).toHaveLength(1);
    const addedBody = added[0]?.init?.body as FormData;
    expect((addedBody.get("image") as File).name).toBe("second.jpg");
    expect(warn).toHaveBeenCalledWith(FALLBACK.uploadImage, expect.anything()); // only logged
  });

  it("updates with categoryId and productId, and shows the admin note to admins", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = mockApi()
      .on("GET", /^\/api\/admin\/products$/, () => pageOf([makeProduct(5, { productName: "Lamp", categoryId: 9 })]))
      .on("GET", /^\/api\/public\/products\/5$/, () => makeProduct(5, { productName: "Lamp", categoryId: 9 }))
      .on("GET", /^\/api\/public\/categories$/, () => categories)
      .on("PUT", /^\/api\/admin\/products\/5$/, (_url, init) => ({
        ...makeProduct(5),
        ...JSON.parse(String(init?.body)),
      }));
    mockPermissions(api, { 5: [true, true] });
    renderWithProviders(<ProductsManager scope="admin" heading="All Products" />, { user: admin });
    await screen.findByText("Lamp");
    const edit = screen.getByRole("button", { name: "Edit Lamp" });
    await waitFor(() => expect(edit).toHaveAttribute("aria-disabled", "false"));
    await userEvent.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit Product" });
    expect(await within(dialog).findByText(/correct any seller.s listing/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/Category/)).toHaveValue("9"));
    await userEvent.clear(within(dialog).getByLabelText(/Price/));
    await userEvent.type(within(dialog).getByLabelText(/Price/), "30");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update Product" }));
    expect(await screen.findByText(SUCCESS.productUpdated)).toBeInTheDocument();
    const put = api.calls("PUT", /^\/api\/admin\/products\/5$/)[0];
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({ productId: 5, categoryId: 9, price: 30, discount: 10 });
  });

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
});

describe("Product images (docs/decisions/0012-product-galleries.md)", { timeout: 20_000 }, () => {
  const gallery = (ids: string[]) => ids.map((id) => ({ id: id.repeat(16), url: `/images/${id.repeat(16)}-640.webp` }));

  it("shows the gallery in order, moves, makes main and removes images, saving each change", async () => {
    let current = gallery(["a", "b", "c"]);
    const answer = () => makeProduct(5, { productName: "Mug", image: current[0]!.url, gallery: current });
    const api = mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([answer()]))
      .on("GET", /^\/api\/public\/products\/5$/, answer)
      .on("PUT", /^\/api\/admin\/products\/5\/images$/, (_url, init) => {
        const ids = (JSON.parse(String(init?.body)) as { images: string[] }).images;
        current = ids.map((id) => current.find((g) => g.id === id)!);
        return answer();
      })
      .on("DELETE", /^\/api\/admin\/products\/5\/images\/\w+$/, (url) => {
        current = current.filter((g) => !url.pathname.endsWith(g.id));
        return answer();
      });
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click(await screen.findByRole("button", { name: "Images of Mug" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Images of Mug" }));
    const list = within(await dialog.findByRole("list", { name: "Images in order" }));
    expect(list.getAllByRole("listitem")).toHaveLength(3);
    expect(list.getByRole("button", { name: "Move image 1 of 3 earlier" })).toBeDisabled();
    expect(list.getByRole("button", { name: "Move image 3 of 3 later" })).toBeDisabled();

    await userEvent.click(list.getByRole("button", { name: "Make image 3 of 3 the main image" }));
    expect(await dialog.findByText("Main image changed.")).toBeInTheDocument();
    expect(current.map((g) => g.id[0])).toEqual(["c", "a", "b"]);

    await userEvent.click(list.getByRole("button", { name: "Move image 2 of 3 later" }));
    expect(await dialog.findByText("Order saved.")).toBeInTheDocument();
    expect(current.map((g) => g.id[0])).toEqual(["c", "b", "a"]);

    await userEvent.click(list.getByRole("button", { name: "Remove image 1 of 3" }));
    await userEvent.click(list.getByRole("button", { name: "Yes, remove image 1 of 3" }));
    expect(await dialog.findByText("Image removed.")).toBeInTheDocument();
    await waitFor(() => expect(list.getAllByRole("listitem")).toHaveLength(2));
    expect(api.calls("DELETE", /images\/c+$/)).toHaveLength(1);
    expect(dialog.getByText("2 of 8 · PNG, JPG, GIF or WebP")).toBeInTheDocument();
  });

  it("shows the server's refusal and disables adding when the gallery is full", async () => {
    const full = gallery(["a", "b", "c", "d", "e", "f", "1", "2"]);
    mockApi()
      .on("GET", /^\/api\/seller\/products$/, () => pageOf([makeProduct(6, { productName: "Lamp", gallery: full })]))
      .on("GET", /^\/api\/public\/products\/6$/, () => makeProduct(6, { productName: "Lamp", gallery: full }))
      .on(
        "DELETE",
        /images/,
        () => new Reply(403, { message: "You can only change your own products", code: "FORBIDDEN" }),
      );
    renderWithProviders(<ProductsManager scope="seller" heading="My Products" />, { user: seller });
    await userEvent.click(await screen.findByRole("button", { name: "Images of Lamp" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Images of Lamp" }));
    expect(await dialog.findByText(/The gallery is full \(8 images\)/)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Add images" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "Remove image 8 of 8" }));
    await userEvent.click(dialog.getByRole("button", { name: "Yes, remove image 8 of 8" }));
    expect(await dialog.findByText("You can only change your own products")).toBeInTheDocument();
  });
});
