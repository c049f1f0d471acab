import type { Product, Variant } from "@shop/contract";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { chosenVariant, initialSelection, type Selection } from "./variant-choice";

export interface VariantSelection {
  selection: Selection;
  /** The variant the choices make; null while an option is not chosen or the combination does not exist. */
  variant: Variant | null;
  /** Choose values (one option's on a click; several at once for choices made before the app ran). */
  choose: (values: Selection) => void;
}

/**
 * The product page's choice of variant. It starts from the URL's `?variant=V` (so the server
 * renders that variant, and a link to "the blue one in M" works) or, without JavaScript, from the
 * picker's own form (?Size=M&Color=Blue), and every choice replaces the URL's
 * `variant` (no new history entry per click); an unknown id falls back to the default choice.
 * Mount it once per product (the page keys it by product id).
 */
export function useVariantSelection(product: Product): VariantSelection {
  const [searchParams, setSearchParams] = useSearchParams();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, searchParams));
  const variant = chosenVariant(product, selection);

  function choose(values: Selection) {
    const next = { ...selection, ...values };
    setSelection(next);
    if (product.options.length === 0) return;
    const made = chosenVariant(product, next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        // The choice is the variant's id alone, whatever the picker's form sent before.
        for (const option of product.options) params.delete(option.name);
        if (made) params.set("variant", String(made.variantId));
        else params.delete("variant");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return { selection, variant, choose };
}
