import { z } from "zod";
import { MSG } from "../messages.js";
import { booleanQuery, MAX_ID, money, pageQuery } from "./common.js";

export const categorySchema = z
  .object({ categoryId: z.number().int(), categoryName: z.string() })
  .meta({ id: "Category" });
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z
  .object({
    productId: z.number().int(),
    productName: z.string(),
    description: z.string(),
    image: z.string().meta({ description: 'URL path of the image, or "default.png" when there is none' }),
    price: money,
    discount: z.number().meta({ description: "Discount percent 0..100" }),
    specialPrice: money,
    quantity: z.number().int(),
    categoryId: z.number().int(),
    category: categorySchema,
    sellerId: z.number().int(),
    sellerName: z.string(),
    averageRating: z
      .number()
      .nullable()
      .meta({ description: "Average of the visible reviews' stars (1..5, two decimals), null when none" }),
    reviewCount: z.number().int().meta({ description: "Number of visible reviews" }),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof productSchema>;

const productName = z
  .string({ error: MSG.productNameRequired })
  .trim()
  .min(1, MSG.productNameRequired)
  .min(3, MSG.productNameMin)
  .max(200, "Product name should have at most 200 characters");
const description = z
  .string({ error: MSG.descriptionRequired })
  .trim()
  .min(1, MSG.descriptionRequired)
  .min(5, MSG.descriptionMin)
  .max(5000, "Description should have at most 5000 characters");
/** At most two decimals: money is kept in cents and discounts in basis points, never rounded silently. */
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const price = z
  .number({ error: MSG.priceRequired })
  .positive(MSG.pricePositive)
  // Money is kept in cents: anything below one cent would round to a free product.
  .min(0.01, MSG.pricePositive)
  .max(1_000_000, "Price must be at most 1,000,000")
  .refine(twoDecimals, MSG.priceDecimals);
const quantity = z
  .number({ error: MSG.quantityRequired })
  .int(MSG.quantityInteger)
  .min(0, MSG.quantityNonNegative)
  .max(1_000_000, "Quantity must be at most 1,000,000");
const discount = z
  .number({ error: MSG.discountRange })
  .min(0, MSG.discountRange)
  .max(100, MSG.discountRange)
  .refine(twoDecimals, MSG.discountDecimals);

export const productInput = z.object({
  productName,
  description,
  price,
  discount: discount.optional().default(0),
  quantity,
});

export const productUpdateInput = productInput.extend({
  productId: z.number().int().optional(),
  /**
   * The stock the seller's form showed when it opened. When sent, the change from it is applied to
   * the stock as it is now, so units sold meanwhile are not put back (issue 10.12).
   */
  expectedQuantity: z.number().int().min(0).max(1_000_000).optional(),
  categoryId: z.number().int().positive().max(MAX_ID, MSG.categoryRequired).optional(),
});

/** The product form of the web app: strings from inputs, checked with the same messages. */
export const productForm = z.object({
  productName,
  description,
  price: z.coerce.number({ error: MSG.priceRequired }).pipe(price),
  quantity: z.coerce.number({ error: MSG.quantityRequired }).pipe(quantity),
  discount: z.coerce.number({ error: MSG.discountRange }).pipe(discount),
  categoryId: z.coerce.number({ error: MSG.categoryRequired }).int().positive(MSG.categoryRequired),
});

const categoryName = z
  .string({ error: MSG.categoryNameRequired })
  .trim()
  .min(1, MSG.categoryNameRequired)
  .min(5, MSG.categoryNameMin)
  .max(100, "Category name should have at most 100 characters");
export const categoryInput = z.object({ categoryName });
export type CategoryInput = z.infer<typeof categoryInput>;

export const PRODUCT_SORT_FIELDS = [
  "productId",
  "productName",
  "price",
  "specialPrice",
  "quantity",
  "discount",
  "rating",
] as const;
export const SEARCH_SORT_FIELDS = [...PRODUCT_SORT_FIELDS, "relevance"] as const;
export const CATEGORY_SORT_FIELDS = ["categoryId", "categoryName"] as const;

const filters = {
  minPrice: z.coerce
    .number({ error: "minPrice must be a number" })
    .min(0, "minPrice must be 0 or more")
    .max(1_000_000, "minPrice must be at most 1,000,000")
    .optional(),
  maxPrice: z.coerce
    .number({ error: "maxPrice must be a number" })
    .min(0, "maxPrice must be 0 or more")
    .max(1_000_000, "maxPrice must be at most 1,000,000")
    .optional(),
  inStock: booleanQuery.optional(),
  onSale: booleanQuery.optional(),
};

export const productListQuery = pageQuery(PRODUCT_SORT_FIELDS, { sortBy: "productId", sortOrder: "asc" }).extend(
  filters,
);
export const productSearchQuery = pageQuery(SEARCH_SORT_FIELDS, { sortBy: "productId", sortOrder: "asc" }).extend({
  ...filters,
  /** Search within one category. */
  categoryId: z.coerce
    .number({ error: "categoryId must be a category id" })
    .int("categoryId must be a category id")
    .positive("categoryId must be a category id")
    .max(MAX_ID, "categoryId must be a category id")
    .optional(),
});
export const managedProductQuery = pageQuery(PRODUCT_SORT_FIELDS, { sortBy: "productId", sortOrder: "desc" });
export const categoryListQuery = pageQuery(CATEGORY_SORT_FIELDS, { sortBy: "categoryId", sortOrder: "asc" });
export type ProductFilters = { minPrice?: number; maxPrice?: number; inStock?: boolean; onSale?: boolean };
