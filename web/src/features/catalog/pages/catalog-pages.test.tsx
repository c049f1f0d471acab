import type { Page, Product } from "@shop/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storage } from "../../../lib/storage";
import { renderRoutes } from "../../../test/render";
import { CategoriesPage } from "./categories-page";
import { ProductDetailPage } from "./product-detail-page";
import { ProductsPage } from "./products-page";

function product(productId: number, overrides: Partial<Product> = {}): Product {
  return {
    productId,
    productName: `Product ${productId}`,
    description: "A fine thing",
    image: "default.png",
    price: 20,
    discount: 0,
    specialPrice: 20,
    quantity: 5,
    categoryId: 1,
    category: { categoryId: 1, categoryName: "Electronics" },
    sellerId: 1,
    sellerName: "seller1",
    averageRating: null,
    reviewCount: 0,
    options: [],
    variantCount: 1,
    priceVaries: false,
    ...overrides,
  };
}

function page<T>(content: T[], totalPages = 1): Page<T> {
  return { content, pageNumber: 0, pageSize: 12, totalElements: content.length, totalPages, lastPage: true };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const categories = page([
  { categoryId: 1, categoryName: "Electronics" },
  { categoryId: 2, categoryName: "Fashion" },
]);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://shop.test");
    for (const [prefix, respond] of Object.entries(routes)) {
      if (url.pathname === prefix) return respond();
    }
    return json(404, { message: "Not found", code: "NOT_FOUND" });
  });
}

const requestedUrls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://shop.test"));

describe("ProductsPage", () => {
  it("names a category list after the category and sends filters to the server", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/categories/1/products": () => json(200, page([product(1), product(2)])),
    });
    renderRoutes([{ path: "/products", element: <ProductsPage /> }], {
      path: "/products?category=1&sale=true&minPrice=5&sort=newest",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Electronics" })).toBeInTheDocument();
    expect(await screen.findByText("Showing 2 products")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Electronics \| /));
    const list = requestedUrls().find((u) => u.pathname === "/api/public/categories/1/products");
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      pageNumber: "0",
      pageSize: "12",
      sortBy: "productId",
      sortOrder: "desc",
      minPrice: "5",
      onSale: "true",
    });
  });

  it("searches by keyword and shows the empty state", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/products/keyword/lamp": () => json(200, page([])),
    });
    renderRoutes([{ path: "/products", element: <ProductsPage /> }], { path: "/products?search=lamp" });
    expect(await screen.findByRole("heading", { level: 1, name: "Search Results for lamp" })).toBeInTheDocument();
    expect(await screen.findByText("No products found. Try adjusting your search or filters.")).toBeInTheDocument();
    expect(screen.getByText("No products found")).toBeInTheDocument();
  });

  it("shows the red Error! box with the fallback text", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/products": () => new Response("oops", { status: 500 }),
    });
    renderRoutes([{ path: "/products", element: <ProductsPage /> }], { path: "/products" });
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Error!");
    expect(alert).toHaveTextContent("Failed to fetch products");
  });

  it("selecting a category twice clears it and any change resets the page", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/products": () => json(200, page([product(1)], 3)),
      "/api/public/categories/2/products": () => json(200, page([product(3)])),
    });
    const { router } = renderRoutes([{ path: "/products", element: <ProductsPage /> }], { path: "/products?page=2" });
    const filters = await screen.findByRole("complementary", { name: "Filters" });
    const fashion = await within(filters).findByRole("link", { name: "Fashion" });
    expect(fashion).toHaveAttribute("href", "/products?category=2");
    await userEvent.click(fashion);
    expect(router.state.location.search).toBe("?category=2");
    expect(within(filters).getByRole("link", { name: "Fashion" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(within(filters).getByRole("link", { name: "Fashion" }));
    expect(router.state.location.search).toBe("");
  });

  it("works as links and GET forms: pages, sort and filters lead to the URL the app shows", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/categories/1/products": () => json(200, { ...page([product(1)], 3), totalElements: 30 }),
      "/api/public/facets": () => json(200, { options: [] }),
    });
    const { router } = renderRoutes([{ path: "/products", element: <ProductsPage /> }], {
      path: "/products?category=1&onSale=true",
    });
    const pagination = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/products?category=1&onSale=true&page=1",
    );
    expect(within(pagination).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/products?category=1&onSale=true&page=1",
    );
    await userEvent.click(within(pagination).getByRole("link", { name: "Page 3" }));
    expect(router.state.location.search).toBe("?category=1&onSale=true&page=2");

    const sort = screen.getByLabelText("Sort by");
    const sortForm = sort.closest("form");
    expect(sortForm).toHaveAttribute("method", "get");
    expect(sortForm).toHaveAttribute("action", "/products");
    expect(sort).toHaveAttribute("name", "sort");
    expect(Object.fromEntries(new FormData(sortForm as HTMLFormElement))).toEqual({
      category: "1",
      onSale: "true",
      sort: "productId-asc",
    });
    await userEvent.selectOptions(sort, "price-asc");
    expect(router.state.location.search).toBe("?category=1&sortBy=price&sortOrder=asc&onSale=true");

    const filters = screen.getByRole("complementary", { name: "Filters" });
    const filterForm = within(filters).getByLabelText("In Stock").closest("form") as HTMLFormElement;
    expect(filterForm).toHaveAttribute("method", "get");
    expect(filterForm).toHaveAttribute("action", "/products");
    const sent = new URLSearchParams(new FormData(filterForm) as unknown as Record<string, string>);
    expect(sent.toString()).toBe("category=1&sortBy=price&sortOrder=asc&minPrice=&maxPrice=&onSale=true");
    expect(within(filters).getByRole("link", { name: /Clear all filters/ })).toHaveAttribute(
      "href",
      "/products?sortBy=price&sortOrder=asc",
    );
  });

  it("shows the list's facets as checkboxes in the filter form, and a choice narrows the list", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/products": () => json(200, page([product(1), product(2)])),
      "/api/public/facets": () =>
        json(200, {
          options: [
            {
              name: "Size",
              values: [
                { value: "S", count: 2 },
                { value: "M", count: 3 },
              ],
            },
            { name: "Color", values: [{ value: "Blue", count: 1 }] },
          ],
        }),
    });
    const { router } = renderRoutes([{ path: "/products", element: <ProductsPage /> }], {
      path: "/products?inStock=true",
    });
    const filters = await screen.findByRole("complementary", { name: "Filters" });
    const size = await within(filters).findByRole("group", { name: "Size" });
    const medium = within(size).getByRole("checkbox", { name: "M (3)" });
    expect(medium).toHaveAttribute("name", "option");
    expect(medium).toHaveAttribute("value", "Size:M");
    expect(medium).not.toBeChecked();
    expect(medium.closest("form")).toHaveAttribute("action", "/products");
    expect(within(filters).getByRole("group", { name: "Color" })).toHaveTextContent("Blue(1)");
    const facetsAsked = requestedUrls().find((u) => u.pathname === "/api/public/facets");
    expect(facetsAsked?.searchParams.get("inStock")).toBe("true");

    await userEvent.click(medium);
    expect(router.state.location.search).toBe("?inStock=true&option=Size%3AM");
    expect(within(filters).getByRole("checkbox", { name: "M (3)" })).toBeChecked();
    await waitFor(() =>
      expect(
        requestedUrls().some(
          (u) => u.pathname === "/api/public/products" && u.searchParams.getAll("option").join() === "Size:M",
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        requestedUrls().some(
          (u) => u.pathname === "/api/public/facets" && u.searchParams.getAll("option").join() === "Size:M",
        ),
      ).toBe(true),
    );
  });

  it("keeps a chosen option when the facets cannot be loaded, and says so", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/products": () => json(200, page([product(1)])),
      "/api/public/facets": () => json(400, { message: "option must be Name:Value, e.g. Size:M", code: "BAD_REQUEST" }),
    });
    const { router } = renderRoutes([{ path: "/products", element: <ProductsPage /> }], {
      path: "/products?option=Size:M",
    });
    expect(await screen.findByText("Size, colour and other choices could not be loaded.")).toBeInTheDocument();
    expect(await screen.findByText("Showing 1 product")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?option=Size:M");
    expect(
      requestedUrls().some((u) => u.pathname === "/api/public/products" && u.searchParams.get("option") === "Size:M"),
    ).toBe(true);
  });

  it("cards say 'from $X' and how many choices; a product with options leads to its page", async () => {
    answer({
      "/api/public/categories": () => json(200, categories),
      "/api/public/products": () =>
        json(
          200,
          page([
            product(1, {
              productName: "Linen Shirt",
              price: 12,
              specialPrice: 12,
              priceVaries: true,
              variantCount: 6,
              options: [
                { name: "Size", values: ["S", "M"] },
                { name: "Colour", values: ["Red", "Green", "Blue"] },
              ],
            }),
            product(2, { productName: "Plain Mug" }),
          ]),
        ),
      "/api/public/facets": () => json(200, { options: [] }),
    });
    renderRoutes([{ path: "/products", element: <ProductsPage /> }], { path: "/products" });
    const shirt = (await screen.findByRole("heading", { level: 3, name: "Linen Shirt" })).closest(
      "article",
    ) as HTMLElement;
    expect(shirt).toHaveTextContent("from$12.00");
    expect(within(shirt).getByText("3 colours")).toBeInTheDocument();
    expect(within(shirt).getByRole("link", { name: /Choose options/ })).toHaveAttribute("href", "/products/1");
    expect(within(shirt).queryByRole("button", { name: /Add to Cart/ })).toBeNull();

    const mug = screen.getByRole("heading", { level: 3, name: "Plain Mug" }).closest("article") as HTMLElement;
    expect(mug).not.toHaveTextContent("from");
    const add = within(mug).getByRole("button", { name: /Add to Cart/ });
    const form = add.closest("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/cart/add");
    expect(Object.fromEntries(new FormData(form))).toEqual({ productId: "2", quantity: "1" });
    expect(add).toHaveAttribute("type", "submit");

    // Once the app runs, the tap adds at once, without sending the form.
    await userEvent.click(add);
    expect(await within(mug).findByRole("button", { name: /Added/ })).toBeInTheDocument();
    expect(storage.getGuestCart().cartItems.map((item) => item.productId)).toEqual([2]);
  });
});

const review = (reviewId: number, rating: number, text: string, reply: string | null = null) => ({
  reviewId,
  productId: 4,
  userId: reviewId,
  username: `user${reviewId}`,
  rating,
  title: "",
  text,
  verifiedBuyer: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  reply:
    reply === null
      ? null
      : { text: reply, createdAt: "2026-01-02T00:00:00.000Z", updatedAt: "2026-01-02T00:00:00.000Z" },
});
const reviewPage = {
  content: [review(2, 4, "<img src=x onerror=alert(1)>"), review(1, 5, "Great", "Thanks!")],
  pageNumber: 0,
  pageSize: 5,
  totalElements: 2,
  totalPages: 1,
  lastPage: true,
  summary: { averageRating: 4.5, reviewCount: 2, distribution: [0, 0, 0, 1, 1] },
};

describe("ProductDetailPage", () => {
  const routes = [{ path: "/products/:id", element: <ProductDetailPage /> }];

  it("notes how many are already in the cart and bounds the stepper by the stock", async () => {
    answer({
      "/api/public/products/4": () => json(200, product(4, { quantity: 2, averageRating: 4.5, reviewCount: 2 })),
      "/api/public/products/4/reviews": () => json(200, reviewPage),
    });
    storage.setGuestCart({
      cartItems: [{ ...product(4), quantity: 1, description: "", discount: 0, stock: 2, options: {} }],
      totalPrice: 20,
    });
    renderRoutes(routes, { path: "/products/4" });
    expect(await screen.findByRole("heading", { level: 1, name: "Product 4" })).toBeInTheDocument();
    expect(screen.getByText("You already have 1 of this item in your cart.")).toBeInTheDocument();
    const stepper = within(screen.getByRole("group", { name: "Quantity" }));
    await userEvent.click(stepper.getByRole("button", { name: "Increase quantity" }));
    expect(stepper.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Add More to Cart" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only 2 left in stock");
  });

  it("shows the reviews, each marked Verified buyer, with the seller's reply, as text", async () => {
    answer({
      "/api/public/products/4": () => json(200, product(4, { averageRating: 4.5, reviewCount: 2 })),
      "/api/public/products/4/reviews": () => json(200, reviewPage),
    });
    renderRoutes(routes, { path: "/products/4" });
    expect(await screen.findByRole("heading", { name: "Customer reviews" })).toBeInTheDocument();
    expect(await screen.findByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect(screen.getAllByText("Verified buyer")).toHaveLength(2);
    expect(screen.getByText("Thanks!")).toBeInTheDocument();
    expect(screen.getByText("2 reviews")).toBeInTheDocument();
  });

  it("adds to the guest cart and confirms", async () => {
    answer({ "/api/public/products/4": () => json(200, product(4)) });
    renderRoutes(routes, { path: "/products/4" });
    await userEvent.click(await screen.findByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Added to Cart")).toBeInTheDocument();
    expect(storage.getGuestCart().cartItems[0]).toMatchObject({ productId: 4, quantity: 1 });
  });

  it("shows the gallery: thumbnails, arrows, arrow keys and a zoom dialog", async () => {
    const gallery = ["a", "b", "c"].map((c) => ({ id: c.repeat(16), url: `/images/${c.repeat(16)}-640.webp` }));
    answer({ "/api/public/products/4": () => json(200, product(4, { image: gallery[0]!.url, gallery })) });
    renderRoutes(routes, { path: "/products/4" });
    const images = within(await screen.findByRole("region", { name: "Product images" }));
    const main = () => images.getByRole("button", { name: /^Zoom:/ });
    expect(main()).toHaveAccessibleName("Zoom: Product 4, image 1 of 3");
    await userEvent.click(images.getByRole("button", { name: "Show image 3 of 3" }));
    expect(main()).toHaveAccessibleName("Zoom: Product 4, image 3 of 3");
    expect(images.getByRole("button", { name: "Show image 3 of 3" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(images.getByRole("button", { name: "Next image" }));
    expect(main()).toHaveAccessibleName("Zoom: Product 4, image 1 of 3");
    // Arrow keys step from the thumbnails, and focus follows.
    images.getByRole("button", { name: "Show image 1 of 3" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(images.getByRole("button", { name: "Show image 3 of 3" })).toHaveFocus();
    expect(main()).toHaveAccessibleName("Zoom: Product 4, image 3 of 3");
    // Zoom shows the large width; Escape closes it.
    await userEvent.click(main());
    const dialog = within(await screen.findByRole("dialog", { name: "Product 4" }));
    expect(dialog.getByRole("img", { name: "Product 4, image 3 of 3" })).toHaveAttribute(
      "src",
      "/images/cccccccccccccccc-1024.webp",
    );
    await userEvent.keyboard("{ArrowRight}");
    expect(dialog.getByRole("img", { name: "Product 4, image 1 of 3" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows a single image without thumbnails or arrows", async () => {
    answer({ "/api/public/products/4": () => json(200, product(4)) });
    renderRoutes(routes, { path: "/products/4" });
    const images = within(await screen.findByRole("region", { name: "Product images" }));
    expect(images.getByRole("button", { name: "Zoom: Product 4" })).toBeInTheDocument();
    expect(images.queryByRole("button", { name: "Next image" })).not.toBeInTheDocument();
  });

  it('says "No product found." for an unknown product', async () => {
    answer({ "/api/public/products/9": () => json(404, { message: "Product not found", code: "NOT_FOUND" }) });
    renderRoutes(routes, { path: "/products/9" });
    expect(await screen.findByRole("heading", { level: 1, name: "No product found." })).toBeInTheDocument();
  });

  it("shows Error: {message} when the server fails", async () => {
    answer({ "/api/public/products/8": () => json(400, { message: "Bad product id", code: "BAD_REQUEST" }) });
    renderRoutes(routes, { path: "/products/8" });
    expect(await screen.findByText("Error: Bad product id")).toBeInTheDocument();
  });
});

describe("CategoriesPage", () => {
  it("filters categories by name and shows the empty text", async () => {
    answer({ "/api/public/categories": () => json(200, categories) });
    renderRoutes([{ path: "/categories", element: <CategoriesPage /> }], { path: "/categories" });
    expect(await screen.findByRole("link", { name: /Fashion/ })).toHaveAttribute("href", "/products?category=2");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search categories" }), "elec");
    expect(screen.queryByRole("link", { name: /Fashion/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search categories" }), "zzz");
    expect(screen.getByText("No categories found")).toBeInTheDocument();
    const list = requestedUrls().find((u) => u.pathname === "/api/public/categories");
    expect(list?.searchParams.get("pageSize")).toBe("50");
    expect(list?.searchParams.get("sortBy")).toBe("categoryName");
  });
});
