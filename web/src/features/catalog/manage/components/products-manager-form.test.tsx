import { FALLBACK, MAX_IMAGE_BYTES, MSG, SUCCESS } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeProduct, pageOf } from "../../../../test/fixtures";
import { mockApi, Reply } from "../../../../test/mock-api-chain";
import { renderWithProviders } from "../../../../test/render";
import { ProductsManager } from "./products-manager";
import { admin, mockPermissions, seller, setUpProductTests } from "./products-test-kit";

setUpProductTests();

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

    // More decimals than any currency has is refused, never rounded (the server checks the shop's own).
    await userEvent.clear(within(dialog).getByLabelText(/Price/));
    await userEvent.type(within(dialog).getByLabelText(/Price/), "10.9999");
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
});
