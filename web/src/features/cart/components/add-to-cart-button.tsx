import { TIMINGS } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/storefront";
import { Check, ShoppingCart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, type ButtonSize } from "../../../components/ui";
import { useHref } from "react-router";
import { cn } from "../../../lib/cn";
import { useT } from "../../../lib/i18n";

export type AddToCartState = "idle" | "busy" | "added";

export interface AddToCartButtonProps {
  productName: string;
  /** Units in stock; 0 disables the button ("Out of Stock"). */
  stock: number;
  /** How many are in the cart already; above 0 the label is "Add More". */
  inCartQuantity: number;
  /** Performs the add (an increase when already in the cart). A failure is only logged. */
  onAdd: () => Promise<void>;
  size?: ButtonSize;
  className?: string;
  /**
   * Makes the button the submit button of a real form, POST /cart/add (decision 0025): before the app
   * has loaded, a tap sends it and the cart page adds the product; once it runs, the tap adds at once
   * as before. The variant is left out for a product with one variant.
   */
  form?: { productId: number; variantId?: number; quantity?: number };
}

/** The form fields of POST /cart/add, the same on cards and the product page. */
export function AddToCartFields({ productId, variantId, quantity = 1 }: NonNullable<AddToCartButtonProps["form"]>) {
  return (
    <>
      <input type="hidden" name="productId" value={productId} />
      {variantId !== undefined && <input type="hidden" name="variantId" value={variantId} />}
      <input type="hidden" name="quantity" value={quantity} />
    </>
  );
}

/** The card's add button: idle → busy → "Added" for 1.5 s → idle (docs/product/storefront.md §4). */
export function AddToCartButton({
  productName,
  stock,
  inCartQuantity,
  onAdd,
  size = "md",
  className,
  form,
}: AddToCartButtonProps) {
  const [state, setState] = useState<AddToCartState>("idle");
  const t = useT();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const outOfStock = stock <= 0;

  async function add() {
    if (state === "busy" || outOfStock) return;
    setState("busy");
    try {
      await onAdd();
      if (!mounted.current) return;
      setState("added");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState("idle"), TIMINGS.cardAddedMs);
    } catch (error) {
      console.error(FALLBACK.addToCart, error);
      if (mounted.current) setState("idle");
    }
  }

  const label = outOfStock
    ? t("stockOut")
    : state === "added"
      ? t("card.added")
      : inCartQuantity > 0
        ? t("card.addMore")
        : t("product.addToCart");

  const button = (
    <Button
      type={form ? "submit" : "button"}
      size={size}
      variant={state === "added" ? "accent" : "primary"}
      disabled={outOfStock}
      loading={state === "busy"}
      onClick={form ? undefined : add}
      className={cn("w-full px-2 sm:px-4", className)}
    >
      {state === "added" ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        state !== "busy" &&
        !outOfStock && <ShoppingCart aria-hidden="true" className="hidden size-4 min-[400px]:block" />
      )}
      <span>{label}</span>
      {!outOfStock && <span className="sr-only">: {productName}</span>}
    </Button>
  );
  if (!form) return button;
  return (
    <AddToCartForm fields={form} onSubmit={() => void add()}>
      {button}
    </AddToCartForm>
  );
}

/** The card's form to POST /cart/add, in the page's language prefix (decision 0045): the server answers with the cart in it. */
function AddToCartForm({
  fields,
  onSubmit,
  children,
}: {
  fields: NonNullable<AddToCartButtonProps["form"]>;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  const addHref = useHref("/cart/add");
  return (
    <form
      method="post"
      action={addHref}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <AddToCartFields {...fields} />
      {children}
    </form>
  );
}
