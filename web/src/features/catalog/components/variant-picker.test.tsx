import type { Product, Variant } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storage } from "../../../lib/storage";
import { guestCartItem as guestLine, makeProduct } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { ProductDetailPage } from "../pages/product-detail-page";

const gallery = ["a", "b"].map((c) => ({ id: c.repeat(16), url: `/images/${c.repeat(16)}-640.webp` }));

function variant(variantId: number, size: string, color: string, quantity: number, price = 20): Variant {
  return {
    variantId,
    sku: `TEE-${size}-${color}`,
    options: { Size: size, Color: color },
    price,
    discount: 0,
    specialPrice: price,
    quantity,
    image: color === "Navy" ? (gallery[1]?.url ?? null) : null,
  };
}

/** A T-shirt: S and M in White, M (sold out) and L in Navy; L Navy is dearer and has the second picture. */
const tee: Product = makeProduct(9, {
  productName: "Crew Tee",
  price: 20,
  discount: 0,
  specialPrice: 20,
  quantity: 12,
  image: gallery[0]?.url ?? "default.png",
  gallery,
  options: [
    { name: "Size", values: ["S", "M", "L"] },
    { name: "Color", values: ["White", "Navy"] },
  ],
  variantCount: 4,
  priceVaries: true,
  variants: [
    variant(91, "S", "White", 5),
    variant(92, "M", "White", 3),
    variant(93, "M", "Navy", 0),
    variant(94, "L", "Navy", 4, 25),
  ],
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), "http://shop.test");
    if (url.pathname === "/api/public/products/9") return json(tee);
    return new Response(JSON.stringify({ message: "Not found" }), { status: 404 });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const routes = [{ path: "/products/:id", element: <ProductDetailPage /> }];
const group = (name: string) => within(screen.getByRole("group", { name: new RegExp(`^${name}`) }));
const price = () => screen.getByTestId("product-price");
const mainImage = () =>
  within(screen.getByRole("region", { name: "Product images" })).getByRole("button", { name: /^Zoom:/ });

describe("the variant picker", () => {
  it("chooses options: price, picture and URL follow, sold-out and missing combinations are marked", async () => {
    const { router } = renderRoutes(routes, { path: "/products/9" });
    await screen.findByRole("heading", { level: 1, name: "Crew Tee" });
    // Two in-stock variants share the lowest price: nothing is chosen for the shopper.
    expect(screen.getByRole("button", { name: "Choose a size and a color" })).toBeDisabled();
    expect(price()).toHaveTextContent("From$20.00");

    await userEvent.click(group("Size").getByRole("radio", { name: "M" }));
    expect(group("Color").getByRole("radio", { name: "Navy, sold out" })).toBeEnabled();
    expect(group("Color").getByRole("radio", { name: "White" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose a color" })).toBeDisabled();

    await userEvent.click(group("Color").getByRole("radio", { name: "Navy, sold out" }));
    expect(screen.getByRole("button", { name: "Sold out" })).toBeDisabled();
    // With Navy chosen, S does not exist and M is sold out; L is in stock.
    expect(group("Size").getByRole("radio", { name: "S, not available" })).toBeInTheDocument();
    expect(group("Size").getByRole("radio", { name: "M, sold out" })).toBeChecked();

    await userEvent.click(group("Size").getByRole("radio", { name: "L" }));
    expect(price()).toHaveTextContent("$25.00");
    expect(price()).not.toHaveTextContent("From");
    expect(mainImage()).toHaveAccessibleName("Zoom: Crew Tee, image 2 of 2");
    expect(screen.getByText("4 in stock in Size: L · Color: Navy")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?variant=94");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  it("shows a colour's picture as soon as the colour is chosen, before the size", async () => {
    renderRoutes(routes, { path: "/products/9" });
    await screen.findByRole("heading", { level: 1, name: "Crew Tee" });
    expect(mainImage()).toHaveAccessibleName("Zoom: Crew Tee, image 1 of 2");
    // Every Navy variant has the second picture: choosing Navy alone shows it.
    await userEvent.click(group("Color").getByRole("radio", { name: /^Navy/ }));
    expect(screen.getByRole("button", { name: "Choose a size" })).toBeDisabled();
    expect(mainImage()).toHaveAccessibleName("Zoom: Crew Tee, image 2 of 2");
  });

  it("moves within a group with the arrow keys", async () => {
    renderRoutes(routes, { path: "/products/9?variant=94" });
    await screen.findByRole("heading", { level: 1, name: "Crew Tee" });
    const large = group("Size").getByRole("radio", { name: "L" });
    expect(large).toBeChecked();
    large.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(group("Size").getByRole("radio", { name: "M, sold out" })).toBeChecked();
    expect(group("Size").getByRole("radio", { name: "M, sold out" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Sold out" })).toBeDisabled();
  });

  it("opens on the URL's variant, and an unknown one falls back to the default choice", async () => {
    renderRoutes(routes, { path: "/products/9?variant=92" });
    await screen.findByRole("heading", { level: 1, name: "Crew Tee" });
    expect(group("Size").getByRole("radio", { name: "M" })).toBeChecked();
    expect(group("Color").getByRole("radio", { name: "White" })).toBeChecked();
    expect(mainImage()).toHaveAccessibleName("Zoom: Crew Tee, image 1 of 2");
  });

  it("falls back to the default choice for an unknown variant id", async () => {
    renderRoutes(routes, { path: "/products/9?variant=12345" });
    await screen.findByRole("heading", { level: 1, name: "Crew Tee" });
    expect(screen.getByRole("button", { name: "Choose a size and a color" })).toBeDisabled();
    expect(
      group("Size")
        .getAllByRole("radio")
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it("is a form posting productId, variantId and quantity, and adds the chosen variant at once", async () => {
    renderRoutes(routes, { path: "/products/9?variant=91" });
    const button = await screen.findByRole("button", { name: "Add to Cart" });
    const form = button.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/cart/add");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      productId: "9",
      variantId: "91",
      quantity: "1",
    });
    await userEvent.click(button);
    expect(await screen.findByText("Added to Cart")).toBeInTheDocument();
    expect(storage.getGuestCart().cartItems).toEqual([
      expect.objectContaining({ productId: 9, variantId: 91, options: { Size: "S", Color: "White" }, quantity: 1 }),
    ]);
  });

  it("counts a product's line added without a variant (a card's add) as its only variant's", async () => {
    const lamp = makeProduct(5, { variants: [{ ...variant(50, "S", "White", 9), options: {} }] });
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input), "http://shop.test").pathname === "/api/public/products/5"
        ? json(lamp)
        : new Response(JSON.stringify({ message: "Not found" }), { status: 404 }),
    );
    storage.setGuestCart({
      cartItems: [guestLine(5, 2, 20)],
      totalPrice: 40,
    });
    renderRoutes(routes, { path: "/products/5" });
    expect(await screen.findByText("You already have 2 of this item in your cart.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add More to Cart" }));
    expect(await screen.findByText("Added More to Cart")).toBeInTheDocument();
    expect(storage.getGuestCart().cartItems).toEqual([expect.objectContaining({ productId: 5, quantity: 3 })]);
  });
});
