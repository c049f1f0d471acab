/**
 * The words a product card uses for a product with options (docs/product/storefront.md, "Product
 * cards"): how many values its richest option has, in plain words ("3 colours", "4 sizes", "1 size").
 */
import type { ProductOption } from "@shop/contract";

/** An English plural of an option's name, lower-cased: size → sizes, box → boxes, accessory → accessories. */
export function pluralOf(word: string): string {
  const lower = word.trim().toLowerCase();
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/** "3 colours" for the option with the most values (the first of equals); undefined without options. */
export function optionCountText(options: readonly ProductOption[] | undefined): string | undefined {
  let richest: ProductOption | undefined;
  for (const option of options ?? []) {
    if (option.values.length > 0 && (!richest || option.values.length > richest.values.length)) richest = option;
  }
  if (!richest) return undefined;
  const n = richest.values.length;
  return `${n} ${n === 1 ? richest.name.trim().toLowerCase() : pluralOf(richest.name)}`;
}
