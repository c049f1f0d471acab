/**
 * How variants are named in words, without the schemas (and zod): the storefront's first load
 * needs these and nothing else of schemas/variants.ts.
 */
/**
 * A variant's options written the way every summary shows them, in the product's option order:
 * "Size: M · Color: Blue"; "" for a default variant.
 */
export function describeVariant(options: Record<string, string> | null | undefined, order?: readonly string[]): string {
  if (!options) return "";
  const entries = Object.entries(options);
  if (order) entries.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return entries.map(([name, value]) => `${name}: ${value}`).join(" · ");
}

/**
 * A variant's options with their keys in the product's option order (PostgreSQL's jsonb keeps keys
 * sorted by length, so "Size" came before "Color" whatever the seller's order); names the product no
 * longer has follow in their own order.
 */
export function inOptionOrder(
  options: Record<string, string> | null | undefined,
  order: readonly string[],
): Record<string, string> {
  if (!options) return {};
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  return Object.fromEntries(Object.entries(options).sort(([a], [b]) => rank(a) - rank(b)));
}

/** "Choose a size and a color": what a shopper must pick before a product with several variants goes into a cart. */
export function chooseOptionsMessage(optionNames: readonly string[]): string {
  const names = optionNames.map((n) => `a ${n.toLowerCase()}`);
  if (names.length === 0) return "Choose an option";
  if (names.length === 1) return `Choose ${names[0]}`;
  return `Choose ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
