/**
 * Which variant a product page's address names (docs/decisions/0022 and 0025): `?variant=V`, or the
 * option picker's form as a browser without JavaScript sends it, one parameter per option
 * (`?Size=M&Color=Navy`). The storefront starts its choice from it and the server's link preview
 * names that variant: both read the address here.
 */

interface NamedVariant {
  variantId: number;
  options: Readonly<Record<string, string>>;
}

interface ProductWithVariants<V extends NamedVariant> {
  options: readonly { name: string; values: readonly string[] }[];
  variants?: readonly V[] | null;
}

/** The variant whose id `?variant=V` names, if it is one of this product's. */
export function variantFromParam<V extends NamedVariant>(
  product: ProductWithVariants<V>,
  param: string | null,
): V | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return product.variants?.find((v) => v.variantId === id) ?? null;
}

/** The values the picker's form sent: each option whose parameter is one of its values. */
export function valuesFromForm(
  product: ProductWithVariants<NamedVariant>,
  params: URLSearchParams,
): Record<string, string> {
  return Object.fromEntries(
    product.options.flatMap(({ name, values }) => {
      const value = params.get(name);
      return value !== null && values.includes(value) ? [[name, value]] : [];
    }),
  );
}

/** The variant with exactly these values for every option; null while one is missing, or without options. */
export function variantWithValues<V extends NamedVariant>(
  product: ProductWithVariants<V>,
  values: Readonly<Record<string, string>>,
): V | null {
  if (product.options.length === 0) return null;
  return product.variants?.find((v) => product.options.every((o) => v.options[o.name] === values[o.name])) ?? null;
}
