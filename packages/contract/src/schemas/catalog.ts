import { z } from "zod";
import { CATEGORY_SORT_FIELDS, MAX_PRODUCT_IMAGES, PRODUCT_SORT_FIELDS, SEARCH_SORT_FIELDS } from "../constants.js";
import { MSG } from "../messages.js";
import { booleanQuery, idParam, MAX_ID, money, pageQuery } from "./common.js";

export const categorySchema = z
  .object({ categoryId: z.number().int(), categoryName: z.string() })
  .meta({ id: "Category" });
export type Category = z.infer<typeof categorySchema>;

/** An image set's id: the first 16 hex characters of its content's SHA-256. */
const IMAGE_ID = /^[0-9a-f]{16}$/;
export const galleryImageSchema = z
  .object({
    id: z.string().meta({ description: "The image's id in this product's gallery" }),
    url: z.string().meta({ description: "URL path of the image (640 px wide; -320 and -1024 exist too)" }),
  })
  .meta({ id: "GalleryImage" });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

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
    gallery: z.array(galleryImageSchema).optional().meta({
      description:
        "The product's images in the seller's order, the main one first (only on a single product's answer; absent from lists)",
    }),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof productSchema>;

/** A new order of a product's gallery: every image id once, the main one first. */
export const galleryOrderInput = z.object({
  images: z
    .array(z.string().regex(IMAGE_ID, MSG.galleryOrderMismatch), { error: MSG.galleryOrderMismatch })
    .min(1, MSG.galleryOrderMismatch)
    .max(MAX_PRODUCT_IMAGES, MSG.galleryOrderMismatch),
});
export type GalleryOrderInput = z.infer<typeof galleryOrderInput>;
export const galleryImageParams = z.object({
  id: idParam,
  imageId: z.string().regex(IMAGE_ID, MSG.imageNotInGallery),
});

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
   * the stock as it is now, so units sold meanwhile are not put back.
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
