/**
 * The cart page's half of "Add to Cart" before the app has loaded (decision 0025): the form on a card
 * or product page POSTs /cart/add, the server answers 303 to /cart?add=<productId>.<variantId or 0>.<qty>,
 * and here, once the app runs, that line goes into the shopper's cart (the guest cart or the
 * signed-in one, by the same action as a tap) and the address becomes /cart. A line that cannot be
 * added (options still to choose, no longer for sale, not enough stock) leads to the product's page,
 * where the shopper sees why and can choose.
 */
import { type Product, type PendingAdd, readPendingAdd } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { getProductToAdd } from "./api/get-product-to-add";
import { addCartItem } from "./cart-actions";
import type { CartProductInput } from "./guest-cart";

/** What the add action needs for the chosen variant; undefined when the choice is missing or unknown. */
export function lineToAdd(product: Product, variantId: number): CartProductInput | undefined {
  if (variantId === 0) return product.variantCount > 1 ? undefined : product;
  const variant = product.variants?.find((v) => v.variantId === variantId);
  if (!variant) return undefined;
  return {
    ...product,
    price: variant.price,
    discount: variant.discount,
    specialPrice: variant.specialPrice,
    quantity: variant.quantity,
    image: variant.image ?? product.image,
    variantId: variant.variantId,
    variantOptions: variant.options,
    sku: variant.sku,
  };
}

export function usePendingAdd(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const value = params.get("add");
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (value === null || handled.current === value) return;
    handled.current = value;
    const add: PendingAdd | undefined = readPendingAdd(value);
    if (!add) {
      void navigate("/cart", { replace: true });
      return;
    }
    void (async () => {
      try {
        const line = lineToAdd(await getProductToAdd(add.productId), add.variantId);
        if (!line) throw new Error("Choose the product's options first");
        await addCartItem(queryClient, line, add.quantity);
        await navigate("/cart", { replace: true });
      } catch {
        await navigate(`/products/${add.productId}`, { replace: true });
      }
    })();
  }, [value, navigate, queryClient]);
}
