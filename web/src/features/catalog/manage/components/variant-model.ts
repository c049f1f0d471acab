/**
 * The seller's options and variant grid as the form holds them (strings from inputs), and how they
 * become the contract's `options` and `variants` (docs/decisions/0022). Only the rows the seller keeps
 * are sent: "Add all combinations" is a helper, never forced.
 */
import { MAX_VARIANTS, type Product, type Variant } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";

export interface OptionDraft {
  /** A stable key: rows refer to options by it, so renaming an option keeps the rows. */
  key: string;
  name: string;
  values: string[];
}

export interface VariantRow {
  key: string;
  variantId?: number;
  /** Option key → value ("" while not chosen). */
  values: Record<string, string>;
  price: string;
  discount: string;
  quantity: string;
  sku: string;
  /** The picture's id in the product's gallery; "" for the product's main picture. */
  image: string;
  /** The stock this row showed when the form opened (units sold meanwhile stay sold). */
  expectedQuantity?: number;
}

export interface VariantDraft {
  options: OptionDraft[];
  rows: VariantRow[];
}

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}${++nextKey}`;

export const emptyRow = (options: readonly OptionDraft[], defaults: Partial<VariantRow> = {}): VariantRow => ({
  key: newKey("row"),
  values: Object.fromEntries(options.map((o) => [o.key, ""])),
  price: "",
  discount: "0",
  quantity: "0",
  sku: "",
  image: "",
  ...defaults,
});

/** The grid of a product as read (its options and variants); a product without options gives none. */
export function draftOf(product: Product | null): VariantDraft {
  if (!product || product.options.length === 0) return { options: [], rows: [] };
  const options = product.options.map((o) => ({ key: newKey("opt"), name: o.name, values: [...o.values] }));
  const rows = (product.variants ?? []).map((v: Variant) => ({
    key: newKey("row"),
    variantId: v.variantId,
    values: Object.fromEntries(options.map((o) => [o.key, v.options[o.name] ?? ""])),
    price: String(v.price),
    discount: String(v.discount),
    quantity: String(v.quantity),
    sku: v.sku ?? "",
    image: imageIdOf(v.image),
    expectedQuantity: v.quantity,
  }));
  return { options, rows };
}

/** A gallery image's id from the URL the API hands out ("" when none). */
export const imageIdOf = (url: string | null | undefined): string => /([0-9a-f]{16})/.exec(url ?? "")?.[1] ?? "";

const comboKey = (options: readonly OptionDraft[], values: Record<string, string>) =>
  options.map((o) => (values[o.key] ?? "").toLowerCase()).join("\u0000");

/** Every combination of the options' values, in the options' order. */
export function combinations(options: readonly OptionDraft[]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const option of options) {
    if (option.values.length === 0) return [];
    out = out.flatMap((partial) => option.values.map((value) => ({ ...partial, [option.key]: value })));
  }
  return options.length === 0 ? [] : out;
}

/** Adds the combinations the grid does not have yet (up to the limit), with the given defaults. */
export function addAllCombinations(
  draft: VariantDraft,
  defaults: Pick<VariantRow, "price" | "discount" | "quantity">,
): VariantDraft {
  const have = new Set(draft.rows.map((r) => comboKey(draft.options, r.values)));
  const added: VariantRow[] = [];
  for (const values of combinations(draft.options)) {
    if (draft.rows.length + added.length >= MAX_VARIANTS) break;
    const key = comboKey(draft.options, values);
    if (have.has(key)) continue;
    have.add(key);
    added.push(emptyRow(draft.options, { ...defaults, values }));
  }
  return { ...draft, rows: [...draft.rows, ...added] };
}

/** How many combinations "Add all combinations" would add. */
export function missingCombinations(draft: VariantDraft): number {
  const have = new Set(draft.rows.map((r) => comboKey(draft.options, r.values)));
  return combinations(draft.options).filter((values) => !have.has(comboKey(draft.options, values))).length;
}

export function setAll(draft: VariantDraft, field: "price" | "quantity", value: string): VariantDraft {
  return { ...draft, rows: draft.rows.map((r) => ({ ...r, [field]: value })) };
}

export function removeRow(draft: VariantDraft, key: string): VariantDraft {
  return { ...draft, rows: draft.rows.filter((r) => r.key !== key) };
}

/** Adds values (a comma-separated entry), skipping blanks and repeats. */
export function addValues(draft: VariantDraft, key: string, entry: string): VariantDraft {
  return {
    ...draft,
    options: draft.options.map((o) => {
      if (o.key !== key) return o;
      const values = [...o.values];
      for (const raw of entry.split(",")) {
        const value = raw.trim();
        if (value && !values.some((v) => v.toLowerCase() === value.toLowerCase())) values.push(value);
      }
      return { ...o, values };
    }),
  };
}

/** Removing a value removes the rows that use it: a row cannot keep a value the option no longer lists. */
export function removeValue(draft: VariantDraft, key: string, value: string): VariantDraft {
  return {
    options: draft.options.map((o) => (o.key === key ? { ...o, values: o.values.filter((v) => v !== value) } : o)),
    rows: draft.rows.filter((r) => r.values[key] !== value),
  };
}

export function moveValue(draft: VariantDraft, key: string, value: string, by: -1 | 1): VariantDraft {
  return {
    ...draft,
    options: draft.options.map((o) => {
      if (o.key !== key) return o;
      const at = o.values.indexOf(value);
      const to = at + by;
      if (at < 0 || to < 0 || to >= o.values.length) return o;
      const values = [...o.values];
      values.splice(at, 1);
      values.splice(to, 0, value);
      return { ...o, values };
    }),
  };
}

/** "M / Blue": a row's values in the options' order, for its label. */
export function rowTitle(options: readonly OptionDraft[], row: VariantRow, index: number): string {
  const parts = options.map((o) => row.values[o.key]).filter(Boolean);
  return parts.length > 0 ? parts.join(" / ") : `Variant ${index + 1}`;
}

const blank = (v: string) => v.trim() === "";
const num = (v: string) => (blank(v) ? undefined : Number(v));

/** A variant's picture among the files chosen for a new product: "file:N" (N from 1, 0 is the main picture). */
export const filePicture = (index: number) => `file:${index}`;
export const isFilePicture = (image: string) => /^file:\d+$/.test(image);

/**
 * The variants of a new product that show one of its chosen files: their options (as the body names
 * them) and the file's place, to be set once the files are the product's gallery.
 */
export function filePictures(draft: VariantDraft): { options: Record<string, string>; file: number }[] {
  return draft.rows.flatMap((r) =>
    isFilePicture(r.image)
      ? [
          {
            options: Object.fromEntries(draft.options.map((o) => [o.name.trim(), r.values[o.key] ?? ""])),
            file: Number(r.image.slice(5)),
          },
        ]
      : [],
  );
}

/** The body's `options` and `variants`: raw numbers, checked by the contract's productInput with the server. */
export function toPayload(draft: VariantDraft) {
  const options = draft.options.map((o) => ({ name: o.name.trim(), values: o.values }));
  const variants = draft.rows.map((r) => ({
    ...(r.variantId ? { variantId: r.variantId } : {}),
    options: Object.fromEntries(draft.options.map((o) => [o.name.trim(), r.values[o.key] ?? ""])),
    price: num(r.price),
    discount: num(r.discount) ?? 0,
    quantity: num(r.quantity) as number,
    sku: r.sku.trim() || null,
    // A picture chosen among the files of a product not saved yet is set after their upload.
    image: r.image && !isFilePicture(r.image) ? r.image : null,
    ...(r.expectedQuantity !== undefined ? { expectedQuantity: r.expectedQuantity } : {}),
  }));
  return { options, variants };
}

/**
 * The grid's own problems before anything is sent, keyed like the server's field errors
 * ("variants.2.price", "options.0.values", "variants"): a blank price or stock reads as missing.
 */
export function gridProblems(draft: VariantDraft): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, message: string) => {
    if (!(key in out)) out[key] = message;
  };
  if (draft.options.length === 0) put("options", "Add at least one option, or turn options off");
  draft.options.forEach((o, i) => {
    if (blank(o.name)) put(`options.${i}.name`, MSG.optionNameRequired);
    if (o.values.length === 0) put(`options.${i}.values`, MSG.optionValuesRequired);
  });
  if (draft.rows.length === 0) put("variants", "Add at least one variant (or all combinations)");
  if (draft.rows.length > MAX_VARIANTS) put("variants", MSG.variantsMax);
  draft.rows.forEach((r, i) => {
    draft.options.forEach((o) => {
      if (!r.values[o.key]) put(`variants.${i}.options`, MSG.variantMissingOption(i + 1, o.name || "value"));
    });
    if (blank(r.price)) put(`variants.${i}.price`, MSG.priceRequired);
    if (blank(r.quantity)) put(`variants.${i}.quantity`, MSG.quantityRequired);
  });
  return out;
}
