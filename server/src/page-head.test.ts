import { DEFAULT_MONEY, type Product } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { productHead } from "./page-head.js";

const tee: Product = {
  productId: 8,
  productName: "Crew Tee",
  description: "Soft cotton.",
  image: "/images/aaaaaaaaaaaaaaaa-640.webp",
  price: 19.99,
  discount: 0,
  specialPrice: 19.99,
  quantity: 6,
  categoryId: 2,
  category: { categoryId: 2, categoryName: "Fashion" },
  sellerId: 3,
  sellerName: "seller2",
  averageRating: null,
  reviewCount: 0,
  options: [{ name: "Color", values: ["White", "Navy"] }],
  variantCount: 2,
  priceVaries: true,
  variants: [
    {
      variantId: 81,
      sku: "TEE-WHT",
      options: { Color: "White" },
      price: 19.99,
      discount: 0,
      specialPrice: 19.99,
      quantity: 6,
      image: null,
    },
    {
      variantId: 82,
      sku: "TEE-NVY",
      options: { Color: "Navy" },
      price: 24.99,
      discount: 0,
      specialPrice: 24.99,
      quantity: 0,
      image: "/images/bbbbbbbbbbbbbbbb-640.webp",
    },
  ],
};

describe("a product page's head", () => {
  it("names the variant of ?variant=V or of the picker's form: its price, stock, picture and URL; the canonical URL stays the product's", () => {
    for (const query of ["variant=82", "Color=Navy", "variant=999&Color=Navy"]) {
      const { tags } = productHead(tee, "Marigold", "https://shop.test", new URLSearchParams(query));
      expect(tags, query).toContain('<meta property="og:url" content="https://shop.test/products/8?variant=82" />');
    }
    const { tags } = productHead(tee, "Marigold", "https://shop.test", new URLSearchParams("variant=82"));
    expect(tags).toContain('<link rel="canonical" href="https://shop.test/products/8" />');
    expect(tags).toContain('<meta property="og:url" content="https://shop.test/products/8?variant=82" />');
    expect(tags).toContain('<meta property="og:image" content="https://shop.test/images/bbbbbbbbbbbbbbbb-640.webp" />');
    expect(tags).toContain('<meta property="product:price:amount" content="24.99" />');
    expect(tags).toContain('<meta property="product:availability" content="out of stock" />');
    expect(tags).toContain('"sku":"TEE-NVY"');
  });

  it("gives the page in its language as the preview's and the offer's URL (docs/decisions/0045)", () => {
    const { tags } = productHead(
      tee,
      "Marigold",
      "https://shop.test",
      new URLSearchParams("variant=82"),
      DEFAULT_MONEY,
      "/de",
    );
    expect(tags).toContain('<meta property="og:url" content="https://shop.test/de/products/8?variant=82" />');
    expect(tags).toContain('"url":"https://shop.test/de/products/8?variant=82"');
    // The picture is the shop's, in no language.
    expect(tags).toContain('<meta property="og:image" content="https://shop.test/images/bbbbbbbbbbbbbbbb-640.webp" />');
  });

  it("falls back to the product for no variant or an unknown one", () => {
    for (const query of ["", "variant=999", "variant=x", "Color=Blue", "color=Navy"]) {
      const { tags } = productHead(tee, "Marigold", "https://shop.test", new URLSearchParams(query));
      expect(tags).toContain('<meta property="og:url" content="https://shop.test/products/8" />');
      expect(tags).toContain(
        '<meta property="og:image" content="https://shop.test/images/aaaaaaaaaaaaaaaa-640.webp" />',
      );
      expect(tags).toContain('<meta property="product:price:amount" content="19.99" />');
    }
  });
});
