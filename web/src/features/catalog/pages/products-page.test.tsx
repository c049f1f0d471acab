import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { storage } from "../../../lib/storage";
import { renderRoutes } from "../../../test/render";
import { ProductsPage } from "./products-page";
import { answer, categories, json, page, product, requestedUrls, stubFetch } from "./catalog-test-helpers";

stubFetch();

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

  it("says No products yet in an empty shop, without an empty Category block", async () => {
    answer({
      "/api/public/categories": () => json(200, page([])),
      "/api/public/products": () => json(200, page([])),
    });
    renderRoutes([{ path: "/products", element: <ProductsPage /> }], { path: "/products" });
    expect(await screen.findByText("No products yet")).toBeInTheDocument();
    await waitFor(() => expect(requestedUrls().some((u) => u.pathname === "/api/public/categories")).toBe(true));
    expect(screen.queryByText("No products found. Try adjusting your search or filters.")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Category" })).not.toBeInTheDocument();
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
