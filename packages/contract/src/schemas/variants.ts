/**
 * Options and variants of a product (docs/decisions/0022): a product has 0–3 options (a name and its
 * ordered values) and 1–100 variants, each one value per option with its own price, discount, stock,
 * SKU and picture. A product without options has one default variant.
 */
import { z } from "zod";
import { MSG } from "../messages/back-office.js";
import { MAX_ID, money, singleLine } from "./common.js";

export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const MAX_OPTION_VALUES = 50;
export const OPTION_NAME_MAX = 30;
export const OPTION_VALUE_MAX = 50;
export const SKU_MAX = 64;

export const productOptionSchema = z
  .object({ name: z.string(), values: z.array(z.string()) })
  .meta({ id: "ProductOption" });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant's option values by option name: {"Size": "M", "Color": "Blue"}; {} for a default variant. */
export const variantOptionsSchema = z.record(z.string(), z.string());
export type VariantOptions = z.infer<typeof variantOptionsSchema>;

export const variantSchema = z
  .object({
    variantId: z.number().int(),
    sku: z.string().nullable(),
    options: variantOptionsSchema,
    price: money,
    discount: z.number().meta({ description: "Discount percent 0..100" }),
    specialPrice: money,
    quantity: z.number().int(),
    image: z
      .string()
      .nullable()
      .meta({ description: "URL path of the variant's picture from the product's gallery; null: the product's" }),
  })
  .meta({ id: "Variant" });
export type Variant = z.infer<typeof variantSchema>;

const optionName = singleLine({ error: MSG.optionNameRequired })
  .trim()
  .min(1, MSG.optionNameRequired)
  .max(OPTION_NAME_MAX, MSG.optionNameMax)
  .refine((v) => !v.includes(":"), MSG.optionNameColon);
const optionValue = singleLine({ error: MSG.optionValueRequired })
  .trim()
  .min(1, MSG.optionValueRequired)
  .max(OPTION_VALUE_MAX, MSG.optionValueMax);

export const productOptionInput = z
  .object({
    name: optionName,
    values: z
      .array(optionValue, { error: MSG.optionValuesRequired })
      .min(1, MSG.optionValuesRequired)
      .max(MAX_OPTION_VALUES, MSG.optionValuesMax),
  })
  .superRefine((option, ctx) => {
    const seen = new Set<string>();
    for (const value of option.values) {
      const key = value.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["values"], message: MSG.optionValueTwice(option.name, value) });
      seen.add(key);
    }
  });
export type ProductOptionInput = z.infer<typeof productOptionInput>;

/** Only letters, digits and . _ - : a SKU is printed on labels and typed into searches. */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const skuInput = singleLine()
  .trim()
  .max(SKU_MAX, MSG.skuInvalid)
  .transform((v) => (v === "" ? null : v))
  .refine((v) => v === null || SKU_PATTERN.test(v), MSG.skuInvalid)
  .nullable();

/** Matches a gallery image's id (16 hex characters), or the URL the API hands out for it. */
const IMAGE_REF = /^(?:.*\/images\/)?([0-9a-f]{16})(?:-\d+\.webp)?$/;
export const variantImageInput = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "" || v === "default.png") return null;
    const match = IMAGE_REF.exec(v);
    if (!match) {
      ctx.addIssue({ code: "custom", message: MSG.variantImageNotInGallery });
      return z.NEVER;
    }
    return match[1] as string;
  })
  .nullable();

/** A number of the form, with the same messages as the product's own fields. */
export interface VariantFieldSchemas {
  price: z.ZodType<number>;
  discount: z.ZodType<number>;
  quantity: z.ZodType<number>;
}

export const variantInputOf = (fields: VariantFieldSchemas) =>
  z.object({
    /** Keeps a variant's identity (its cart lines) across an update; new variants leave it out. */
    variantId: z.number().int().positive().max(MAX_ID).optional(),
    sku: skuInput.optional(),
    options: z.record(singleLine(), singleLine(), { error: MSG.variantOptionsRequired }).default({}),
    price: fields.price.optional(),
    discount: fields.discount.optional(),
    quantity: fields.quantity,
    /** The stock the seller's form showed: the change from it is applied to the stock as it is now. */
    expectedQuantity: z.number().int().min(0).max(1_000_000).optional(),
    image: variantImageInput.optional(),
  });

export interface VariantLike {
  options: Record<string, string>;
  sku?: string | null;
}

/**
 * The rules a set of options and variants must keep, as messages naming the problem: every variant
 * has one listed value per option and nothing else, no combination twice, no SKU twice.
 */
export function variantProblems(
  options: readonly { name: string; values: readonly string[] }[],
  variants: readonly VariantLike[],
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const names = new Map<string, { name: string; values: Map<string, string> }>();
  options.forEach((option, i) => {
    const key = option.name.toLowerCase();
    if (names.has(key)) problems.push({ path: ["options", i, "name"], message: MSG.optionNameTwice(option.name) });
    names.set(key, { name: option.name, values: new Map(option.values.map((v) => [v.toLowerCase(), v])) });
  });
  if (options.length === 0 && variants.length > 1) {
    problems.push({ path: ["variants"], message: MSG.variantsNeedOptions });
  }
  const combinations = new Map<string, number>();
  const skus = new Map<string, number>();
  variants.forEach((variant, i) => {
    const given = new Map(
      Object.entries(variant.options).map(([name, value]) => [name.trim().toLowerCase(), value.trim()]),
    );
    for (const [name] of given) {
      if (!names.has(name))
        problems.push({ path: ["variants", i, "options"], message: MSG.variantUnknownOption(name) });
    }
    const combination: string[] = [];
    for (const [key, option] of names) {
      const value = given.get(key);
      if (value === undefined || value === "") {
        problems.push({ path: ["variants", i, "options"], message: MSG.variantMissingOption(i + 1, option.name) });
        continue;
      }
      if (!option.values.has(value.toLowerCase())) {
        problems.push({
          path: ["variants", i, "options"],
          message: MSG.variantUnknownValue(i + 1, option.name, value),
        });
        continue;
      }
      combination.push(`${key}=${value.toLowerCase()}`);
    }
    const combo = combination.join("|");
    const first = combinations.get(combo);
    if (first !== undefined)
      problems.push({ path: ["variants", i, "options"], message: MSG.variantTwice(first + 1, i + 1) });
    else combinations.set(combo, i);
    if (variant.sku) {
      const sku = variant.sku.toLowerCase();
      const other = skus.get(sku);
      if (other !== undefined) problems.push({ path: ["variants", i, "sku"], message: MSG.skuTwice(variant.sku) });
      else skus.set(sku, i);
    }
  });
  return problems;
}

export { chooseOptionsMessage, describeVariant, inOptionOrder } from "../variant-words.js";

/**
 * `option=Name:Value` of the product lists, repeatable: the groups by option name (AND between
 * them, OR within one), names and values compared without regard to case.
 */
export interface OptionFilter {
  name: string;
  values: string[];
}

export const MAX_OPTION_FILTERS = 20;

export const optionFilterQuery = z.union([z.string(), z.array(z.string())]).transform((raw, ctx): OptionFilter[] => {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_OPTION_FILTERS) {
    ctx.addIssue({ code: "custom", message: `At most ${MAX_OPTION_FILTERS} option filters` });
    return z.NEVER;
  }
  const groups = new Map<string, OptionFilter>();
  for (const item of list) {
    const at = item.indexOf(":");
    const name = at < 0 ? "" : item.slice(0, at).trim();
    const value = at < 0 ? "" : item.slice(at + 1).trim();
    if (!name || !value || name.length > OPTION_NAME_MAX || value.length > OPTION_VALUE_MAX) {
      ctx.addIssue({ code: "custom", message: "option must be Name:Value, e.g. Size:M" });
      return z.NEVER;
    }
    const key = name.toLowerCase();
    const group = groups.get(key) ?? { name: key, values: [] };
    if (!group.values.includes(value.toLowerCase())) group.values.push(value.toLowerCase());
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
});

/** The options of the products a list shows, with how many of those products have each value in stock. */
export const facetsSchema = z
  .object({
    options: z.array(
      z.object({
        name: z.string(),
        values: z.array(z.object({ value: z.string(), count: z.number().int() })),
      }),
    ),
  })
  .meta({ id: "Facets" });
export type Facets = z.infer<typeof facetsSchema>;

/** The token an option value is indexed and filtered by: "size:m". */
export const optionToken = (name: string, value: string) =>
  `${name.trim().toLowerCase()}:${value.trim().toLowerCase()}`;
