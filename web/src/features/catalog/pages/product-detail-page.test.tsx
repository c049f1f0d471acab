import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { storage } from "../../../lib/storage";
import { renderRoutes } from "../../../test/render";
import { ProductDetailPage } from "./product-detail-page";
import { answer, json, product, stubFetch } from "./catalog-test-helpers";

stubFetch();

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

  it("says the seller's return window: within its days, none at 0, nothing when the answer has none", async () => {
    answer({ "/api/public/products/4": () => json(200, product(4, { returnWindowDays: 30 })) });
    const first = renderRoutes(routes, { path: "/products/4" });
    expect(await screen.findByText("Returns within 30 days")).toBeInTheDocument();
    first.unmount();
    answer({ "/api/public/products/5": () => json(200, product(5, { returnWindowDays: 1 })) });
    const one = renderRoutes(routes, { path: "/products/5" });
    expect(await screen.findByText("Returns within 1 day")).toBeInTheDocument();
    one.unmount();
    answer({ "/api/public/products/6": () => json(200, product(6, { returnWindowDays: 0 })) });
    const none = renderRoutes(routes, { path: "/products/6" });
    expect(await screen.findByText("No returns")).toBeInTheDocument();
    none.unmount();
    answer({ "/api/public/products/7": () => json(200, product(7)) });
    renderRoutes(routes, { path: "/products/7" });
    expect(await screen.findByRole("heading", { level: 1, name: "Product 7" })).toBeInTheDocument();
    expect(screen.queryByTestId("return-window")).not.toBeInTheDocument();
  });

  it("says the return window in the page's language", async () => {
    const { LanguageProvider, loadLanguage } = await import("../../../lib/i18n");
    await loadLanguage("ar");
    await loadLanguage("de");
    answer({ "/api/public/products/4": () => json(200, product(4, { returnWindowDays: 14 })) });
    const inLanguage = (language: "de" | "ar") => [
      { path: "/products/:id", element: <LanguageProvider language={language}>{<ProductDetailPage />}</LanguageProvider> },
    ];
    const de = renderRoutes(inLanguage("de"), { path: "/products/4" });
    expect(await screen.findByText("Rückgabe innerhalb von 14 Tagen")).toBeInTheDocument();
    de.unmount();
    renderRoutes(inLanguage("ar"), { path: "/products/4" });
    expect(await screen.findByText("الإرجاع خلال 14 يومًا")).toBeInTheDocument();
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
