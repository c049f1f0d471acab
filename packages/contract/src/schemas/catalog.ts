import { z } from "zod";
import { SHIPPED_LANGUAGES } from "../i18n/languages.js";
import { CATEGORY_SORT_FIELDS, MAX_PRODUCT_IMAGES, PRODUCT_SORT_FIELDS, SEARCH_SORT_FIELDS } from "../constants.js";
import { MSG } from "../messages/back-office.js";
import {
  anyCurrencyDigits,
  booleanQuery,
  idParam,
  MAX_ID,
  money,
  multiLine,
  pageQuery,
  singleLine,
  twoDecimals,
} from "./common.js";
import {
  MAX_OPTIONS,
  MAX_VARIANTS,
  type OptionFilter,
  optionFilterQuery,
  productOptionInput,
  productOptionSchema,
  variantInputOf,
  variantProblems,
  variantSchema,
} from "./variants.js";

/**
 * The language an answer's texts (names, descriptions) are in: the request's (`Accept-Language`, a
 * page's prefix) where the seller or owner wrote them in it, else the shop's default. Only in a shop
 * that offers more than one language (docs/decisions/0054-texts-per-language.md).
 */
const answerLanguage = z.enum(SHIPPED_LANGUAGES).optional().meta({
  description:
    "The language productName/categoryName and description are in: the request's where written in it, else the shop's default (only when the shop offers several languages)",
});

export const categorySchema = z
  .object({ categoryId: z.number().int(), categoryName: z.string(), language: answerLanguage })
  .meta({ id: "Category" });

/** A product's texts in one other language, as stored and answered to its seller. */
const storedProductTranslation = z.object({ productName: z.string(), description: z.string().optional() });
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
    options: z
      .array(productOptionSchema)
      .meta({ description: "The product's options and their values; [] without options" }),
    variantCount: z
      .number()
      .int()
      .meta({ description: "How many variants are for sale (1 for a product without options)" }),
    priceVaries: z.boolean().meta({ description: 'The variants\' prices differ: price is the lowest ("from")' }),
    variants: z.array(variantSchema).optional().meta({
      description: "Every variant for sale (only on a single product's answer; absent from lists)",
    }),
    returnWindowDays: z.number().int().optional().meta({
      description:
        "The days after delivery its customer may ask to return it (0: no returns): the seller's own window, else the shop's (only on a single product's answer; absent from lists)",
    }),
    language: answerLanguage,
    translations: z.record(z.string(), storedProductTranslation).optional().meta({
      description:
        "The seller's texts in the shop's other languages (only on the seller's and admin's answers, when there are any)",
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

const productName = singleLine({ error: MSG.productNameRequired })
  .trim()
  .min(1, MSG.productNameRequired)
  .min(3, MSG.productNameMin)
  .max(200, "Product name should have at most 200 characters");
const description = multiLine({ error: MSG.descriptionRequired })
  .trim()
  .min(1, MSG.descriptionRequired)
  .min(5, MSG.descriptionMin)
  .max(5000, "Description should have at most 5000 characters");
/** At most two decimals: discounts are kept in basis points, never rounded silently. */
/**
 * A price is kept in minor units of the shop's currency: this schema cannot know it, so it allows
 * the most decimals any currency has and the server refuses more than the shop's (docs/product/api.md,
 * "Money"), which also keeps every positive price at least one minor unit.
 */
const price = z
  .number({ error: MSG.priceRequired })
  .positive(MSG.pricePositive)
  .max(1_000_000, "Price must be at most 1,000,000")
  .refine(anyCurrencyDigits, MSG.priceDecimals);
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

export const variantInput = variantInputOf({ price, discount, quantity });
export type VariantInput = z.infer<typeof variantInput>;

/**
 * The product fields and, optionally, its options and variants (docs/decisions/0022). With
 * `variants`, a variant's price and discount default to the product's, and the product's quantity
 * is not used (each variant has its own); without, the product is one default variant and its
 * price, discount and quantity are that variant's.
 */
/**
 * A product's texts in the shop's other offered languages (docs/decisions/0054-texts-per-language.md):
 * `{"de": {"productName": "…", "description": "…"}}`; a description left out falls back to the
 * default language's. Which languages may be given is the server's check (the shop's settings).
 */
export const productTranslationsInput = z
  .record(
    z.string().max(10),
    z.strictObject({ productName, description: description.optional() }, { error: MSG.translationInvalid }),
    { error: MSG.translationInvalid },
  )
  .meta({ description: 'Texts per offered non-default language: {"de": {"productName": "…", "description": "…"}}' });
export type ProductTranslationsInput = z.infer<typeof productTranslationsInput>;

const productFields = {
  productName,
  description,
  translations: productTranslationsInput.optional(),
  price: price.optional(),
  discount: discount.optional(),
  quantity: quantity.optional(),
  options: z.array(productOptionInput).max(MAX_OPTIONS, MSG.optionsMax).optional(),
  variants: z.array(variantInput).min(1, MSG.variantsRequired).max(MAX_VARIANTS, MSG.variantsMax).optional(),
};

type ProductFieldsOut = {
  price?: number;
  quantity?: number;
  options?: { name: string; values: string[] }[];
  variants?: { price?: number; options: Record<string, string>; sku?: string | null }[];
};

/** The rules between fields: what a body without variants needs, and what a variant set must keep. */
function productProblems(p: ProductFieldsOut, ctx: z.RefinementCtx) {
  if (!p.variants) {
    if (p.price === undefined) ctx.addIssue({ code: "custom", path: ["price"], message: MSG.priceRequired });
    if (p.quantity === undefined) ctx.addIssue({ code: "custom", path: ["quantity"], message: MSG.quantityRequired });
    if (p.options && p.options.length > 0)
      ctx.addIssue({ code: "custom", path: ["variants"], message: MSG.variantsRequired });
    return;
  }
  p.variants.forEach((v, i) => {
    if (v.price === undefined && p.price === undefined)
      ctx.addIssue({ code: "custom", path: ["variants", i, "price"], message: MSG.variantPriceRequired(i + 1) });
  });
  for (const problem of variantProblems(p.options ?? [], p.variants)) ctx.addIssue({ code: "custom", ...problem });
}

export const productInput = z.object(productFields).superRefine(productProblems);
export type ProductInput = z.infer<typeof productInput>;

export const productUpdateInput = z
  .object({
    ...productFields,
    productId: z.number().int().optional(),
    /**
     * The stock the seller's form showed when it opened. When sent, the change from it is applied to
     * the stock as it is now, so units sold meanwhile are not put back.
     */
    expectedQuantity: z.number().int().min(0).max(1_000_000).optional(),
    categoryId: z.number().int().positive().max(MAX_ID, MSG.categoryRequired).optional(),
  })
  .superRefine(productProblems);
export type ProductUpdateInput = z.infer<typeof productUpdateInput>;

/** The product form of the web app: strings from inputs, checked with the same messages. */
export const productForm = z.object({
  productName,
  description,
  price: z.coerce.number({ error: MSG.priceRequired }).pipe(price),
  quantity: z.coerce.number({ error: MSG.quantityRequired }).pipe(quantity),
  discount: z.coerce.number({ error: MSG.discountRange }).pipe(discount),
  categoryId: z.coerce.number({ error: MSG.categoryRequired }).int().positive(MSG.categoryRequired),
});

const categoryName = singleLine({ error: MSG.categoryNameRequired })
  .trim()
  .min(1, MSG.categoryNameRequired)
  .min(2, MSG.categoryNameMin)
  .max(50, MSG.categoryNameMax);
/** A category's tax rate: a percent with up to 2 decimals, 0–100; null: the shop's rate (docs/decisions/0036-taxes.md). */
export const categoryTaxRate = z
  .number({ error: MSG.categoryTaxRateRange })
  .min(0, MSG.categoryTaxRateRange)
  .max(100, MSG.categoryTaxRateRange)
  .refine(twoDecimals, MSG.categoryTaxRateRange)
  .nullable()
  .meta({ description: "Tax rate of the category's products, percent with up to 2 decimals; null: the shop's rate" });

/** A category created or changed: a change without `taxRate` keeps the stored rate (a new category: the shop's). */
/** A category's name in the shop's other offered languages: `{"de": {"categoryName": "…"}}`. */
export const categoryTranslationsInput = z
  .record(z.string().max(10), z.strictObject({ categoryName }, { error: MSG.translationInvalid }), {
    error: MSG.translationInvalid,
  })
  .meta({ description: 'Names per offered non-default language: {"de": {"categoryName": "…"}}' });
export type CategoryTranslationsInput = z.infer<typeof categoryTranslationsInput>;

/** A change without `translations` keeps the stored ones; with, they replace them. */
export const categoryInput = z.object({
  categoryName,
  taxRate: categoryTaxRate.optional(),
  translations: categoryTranslationsInput.optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** A category as its own calls answer it: with its tax rate (products name their category without it). */
export const categoryDetailSchema = categorySchema
  .extend({
    taxRate: z.number().nullable().meta({ description: "Percent; null: the shop's rate" }),
    translations: z
      .record(z.string(), z.object({ categoryName: z.string() }))
      .optional()
      .meta({ description: "The category's name in the shop's other languages, when it has any" }),
  })
  .meta({ id: "CategoryDetail" });
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

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
  /** `option=Size:M`, repeatable: products with a variant in stock that has these values. */
  option: optionFilterQuery.optional(),
  /** One seller's products (their shop's page, a seller facet). */
  sellerId: z.coerce
    .number({ error: "sellerId must be a seller id" })
    .int("sellerId must be a seller id")
    .positive("sellerId must be a seller id")
    .max(MAX_ID, "sellerId must be a seller id")
    .optional(),
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
export type ProductFilters = {
  sellerId?: number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  onSale?: boolean;
  option?: OptionFilter[];
};

/** The facets of a list: the same filters as the list it goes with (and the category or the search). */
export const facetsQuery = z.object({
  ...filters,
  categoryId: z.coerce
    .number({ error: "categoryId must be a category id" })
    .int("categoryId must be a category id")
    .positive("categoryId must be a category id")
    .max(MAX_ID, "categoryId must be a category id")
    .optional(),
  keyword: singleLine().trim().max(200, "keyword is too long").optional(),
});
