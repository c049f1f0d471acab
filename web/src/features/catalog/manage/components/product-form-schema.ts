import { zodResolver } from "@hookform/resolvers/zod";
import { productForm, productInput } from "@shop/contract";
import { type FieldErrors, get, type Resolver } from "react-hook-form";
import { z } from "zod";
import type { ProductPayload } from "../api/create-product";
import { gridProblems, type OptionDraft, toPayload, type VariantRow } from "./variant-model";

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/**
 * The contract's productForm for raw input strings: a blank price or quantity reads as missing
 * ("Price is required", not "must be positive"), and a blank discount as 0 (optional, default 0).
 */
export const productFormSchema = productForm.extend({
  price: z.preprocess((v) => (isBlank(v) ? undefined : v), productForm.shape.price),
  quantity: z.preprocess((v) => (isBlank(v) ? undefined : v), productForm.shape.quantity),
  discount: z.preprocess((v) => (isBlank(v) ? 0 : v), productForm.shape.discount),
  categoryId: z.preprocess((v) => (isBlank(v) ? undefined : v), productForm.shape.categoryId),
});

/** The product form's values: strings from inputs, and with options the options and the variant grid. */
export type ProductFormValues = {
  productName: string;
  description: string;
  price: string;
  quantity: string;
  discount: string;
  categoryId: string;
  /** With options, price and stock are per variant (the grid) instead of the three fields above. */
  hasOptions: boolean;
  options: OptionDraft[];
  /** The grid's rows, named like the request's `variants` so the server's "variants.2.sku" lands on its row. */
  variants: VariantRow[];
  /** The texts in the shop's other languages, by code, named like the request's (decision 0054). */
  translations: Record<string, { productName: string; description: string }>;
};

/**
 * The body's `translations` from the form's: the offered languages but the default with a name
 * written (a description left empty falls back); undefined in a shop of one language, so its body
 * is as before.
 */
export function translationsPayload(
  drafts: ProductFormValues["translations"] | undefined,
  languages: readonly string[],
): ProductPayload["translations"] {
  if (languages.length < 2) return undefined;
  const out: NonNullable<ProductPayload["translations"]> = {};
  for (const code of languages.slice(1)) {
    const productName = drafts?.[code]?.productName?.trim() ?? "";
    const description = drafts?.[code]?.description?.trim() ?? "";
    if (productName || description) out[code] = description ? { productName, description } : { productName };
  }
  return out;
}
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** "variants.2.options.Size" (a record's key in the path) reads as the row's options problem. */
export function gridKey(path: string): string {
  const match = /^variants\.(\d+)\.options\b/.exec(path);
  return match ? `variants.${match[1]}.options` : path;
}

export const isGridKey = (key: string) => /^(variants|options)(\.|$)/.test(key);

/**
 * Where a grid problem lives in the form's errors: the list's own problem ("variants", "options") is
 * the field array's root error, an option's ("options.0") its values' error.
 */
export function gridErrorPath(key: string): string {
  if (key === "options" || key === "variants") return `${key}.root`;
  if (/^options\.\d+$/.test(key)) return `${key}.values`;
  return key;
}

/** A grid problem's message by its server-style key ("variants.2.price", "options", …). */
export const gridError = (errors: FieldErrors<ProductFormValues>, key: string): string | undefined =>
  (get(errors, gridErrorPath(key)) as { message?: string } | undefined)?.message;

/** The grid's problems, then the contract's own rules (a combination twice, a SKU twice…), keyed like the server's. */
export function optionProblems(
  values: Pick<ProductFormOutput, "productName" | "description">,
  grid: Pick<ProductFormValues, "options" | "variants">,
): Record<string, string> {
  const draft = { options: grid.options, rows: grid.variants };
  const problems = gridProblems(draft);
  if (Object.keys(problems).length > 0) return problems;
  const parsed = productInput.safeParse({
    productName: values.productName,
    description: values.description,
    ...toPayload(draft),
  });
  const out: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = gridKey(issue.path.map(String).join("."));
      if (isGridKey(key) && !(key in out)) out[key] = issue.message;
    }
  }
  return out;
}

const withoutOptions = zodResolver(productFormSchema);
const withOptions = zodResolver(productFormSchema.omit({ price: true, quantity: true, discount: true }));

/**
 * The form's resolver: the product's fields by the contract's productForm (without price, stock
 * and discount when the variants carry them), then, once those are right, the grid by the
 * contract's productInput on the body it becomes (toPayload, the grid's one conversion).
 */
export const productResolver: Resolver<ProductFormValues, unknown, ProductFormOutput> = async (
  values,
  context,
  options,
) => {
  const base = (await (values.hasOptions ? withOptions : withoutOptions)(values, context, options as never)) as Awaited<
    ReturnType<Resolver<ProductFormValues, unknown, ProductFormOutput>>
  >;
  if (!values.hasOptions || Object.keys(base.errors).length > 0) return base;
  const problems = optionProblems(base.values as ProductFormOutput, values);
  if (Object.keys(problems).length === 0) return base;
  const errors: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(problems)) setPath(errors, gridErrorPath(key), { type: "grid", message });
  return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
};

/** Sets `value` at a dotted path, an array where the next part is an index (react-hook-form's error shape). */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let at = target;
  parts.slice(0, -1).forEach((part, i) => {
    at[part] ??= /^\d+$/.test(parts[i + 1] as string) ? [] : {};
    at = at[part] as Record<string, unknown>;
  });
  at[parts[parts.length - 1] as string] = value;
}

/**
 * The form's one conversion to the body: with options the grid's options and variants (price and
 * stock per variant); without, the three fields, and a product that had options goes back to one
 * default variant.
 */
export function toProductPayload(
  values: ProductFormOutput,
  grid: Pick<ProductFormValues, "hasOptions" | "options" | "variants">,
  hadOptions: boolean,
): ProductPayload {
  const { productName, description } = values;
  if (grid.hasOptions)
    return { productName, description, ...toPayload({ options: grid.options, rows: grid.variants }) };
  const { price, discount, quantity } = values;
  return {
    productName,
    description,
    price,
    discount,
    quantity,
    ...(hadOptions ? { options: [], variants: [{ options: {}, price, discount, quantity }] } : {}),
  };
}
