/**
 * Choosing a variant on the product page (docs/product/storefront.md, "Product details"): which
 * values are chosen, which variant they make, and how each value stands given the other choices.
 */
import { type Product, type Variant, valuesFromForm, variantFromParam, variantWithValues } from "@shop/contract";

/** The chosen value per option name; an option not chosen yet is absent. */
export type Selection = Readonly<Record<string, string>>;

/** in_stock: some variant in stock has it (with the other choices); sold_out: only sold-out ones; none: no variant has it. */
export type ValueState = "in_stock" | "sold_out" | "none";

const variantsOf = (product: Product): readonly Variant[] => product.variants ?? [];

/**
 * What is chosen when the page opens: the URL's variant; else the values the picker's form sent; else, for a product without options, its
 * only variant; else the cheapest variant in stock when it is the only one at that price. When
 * several in-stock variants share the lowest price (every size of a T-shirt at $19.99), nothing is
 * chosen: a shopper picks their own size, and the button says what to choose.
 */
export function initialSelection(product: Product, params: URLSearchParams): Selection {
  const fromUrl = variantFromParam(product, params.get("variant"));
  if (fromUrl) return { ...fromUrl.options };
  if (product.options.length === 0) return {};
  // The picker's form as a browser without JavaScript sends it: one parameter per option (?Size=M).
  const sent = valuesFromForm(product, params);
  if (Object.keys(sent).length > 0) return sent;
  const inStock = variantsOf(product).filter((v) => v.quantity > 0);
  if (inStock.length === 0) return {};
  const lowest = Math.min(...inStock.map((v) => v.specialPrice));
  const cheapest = inStock.filter((v) => v.specialPrice === lowest);
  return cheapest.length === 1 && cheapest[0] ? { ...cheapest[0].options } : {};
}

/** The options not chosen yet, in the product's order. */
export function missingOptions(product: Product, selection: Selection): string[] {
  return product.options.filter((o) => !selection[o.name]).map((o) => o.name);
}

/** The variant the selection makes: every option chosen and a variant with those values (the only one without options). */
export function chosenVariant(product: Product, selection: Selection): Variant | null {
  if (product.options.length === 0) return variantsOf(product)[0] ?? null;
  return variantWithValues(product, selection);
}

/**
 * The picture the choices show: the chosen variant's; before every option is chosen, the one picture
 * all variants with the values chosen so far share (a colour picked before a size shows that colour's
 * T-shirt); else none, and the gallery stays where it is.
 */
export function chosenPicture(product: Product, selection: Selection): string | null {
  const made = chosenVariant(product, selection);
  if (made) return made.image ?? null;
  const chosen = product.options.filter((o) => selection[o.name]);
  if (chosen.length === 0) return null;
  const matching = variantsOf(product).filter((v) => chosen.every((o) => v.options[o.name] === selection[o.name]));
  const pictures = new Set(matching.map((v) => v.image ?? null));
  const [only] = pictures;
  return pictures.size === 1 ? (only ?? null) : null;
}

/** How one value stands with the other options' choices (the option's own choice left out). */
export function valueState(product: Product, selection: Selection, optionName: string, value: string): ValueState {
  const others = product.options.filter((o) => o.name !== optionName && selection[o.name]);
  const candidates = variantsOf(product).filter(
    (v) => v.options[optionName] === value && others.every((o) => v.options[o.name] === selection[o.name]),
  );
  if (candidates.length === 0) return "none";
  return candidates.some((v) => v.quantity > 0) ? "in_stock" : "sold_out";
}
