import { chooseOptionsMessage, describeVariant, type Product, TIMINGS, type Variant } from "@shop/contract";
import { Check, ShoppingCart } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useHref } from "react-router";
import { Alert, Button, Price, StockBadge } from "../../../components/ui";
import { useLanguage, useT } from "../../../lib/i18n";
import { cartErrorMessage, QuantityStepper, useCart } from "../../cart";
import { missingOptions, type Selection } from "../variant-choice";
import { VariantPicker } from "./variant-picker";

export interface ProductPurchaseProps {
  product: Product;
  selection: Selection;
  /** The variant chosen; null while the choice is not complete (or makes no variant). */
  variant: Variant | null;
  onChoose: (values: Selection) => void;
}

/**
 * The buying part of the product page: price and stock of the chosen variant, the option picker,
 * the quantity and Add to Cart. Add to Cart is a form posting productId, variantId and quantity to
 * /cart/add, so it works before (or without) JavaScript; once the app runs it adds at once instead.
 */
export function ProductPurchase({ product, selection, variant, onChoose }: ProductPurchaseProps) {
  const cart = useCart();
  const t = useT();
  const language = useLanguage();
  const [quantity, setQuantity] = useState(1);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hasOptions = product.options.length > 0;
  const missing = missingOptions(product, selection);
  const chosen = !hasOptions || variant !== null;
  const stock = Math.max(0, variant ? variant.quantity : product.quantity);
  const soldOut = chosen ? stock === 0 : missing.length === 0;
  const canAdd = chosen && !soldOut;
  const inCart = cart.quantityOf(product.productId, variant?.variantId);
  const bounded = Math.min(Math.max(quantity, 1), Math.max(stock, 1));

  const buttonText =
    missing.length > 0
      ? language === "en"
        ? chooseOptionsMessage(missing)
        : t("product.chooseNamed", { names: new Intl.ListFormat(language, { type: "conjunction" }).format(missing) })
      : !chosen
        ? t("product.notAvailable")
        : soldOut
          ? hasOptions
            ? t("product.soldOut")
            : t("stockOut")
          : inCart > 0
            ? t("product.addMore")
            : t("product.addToCart");

  // useMutation is in the product page's first load already; the variable is whether the line was in the cart.
  const add = useMutation({
    mutationFn: (_wasInCart: boolean) =>
      cart.add(
        {
          ...product,
          ...(variant
            ? {
                price: variant.price,
                discount: variant.discount,
                specialPrice: variant.specialPrice,
                quantity: variant.quantity,
                variantId: variant.variantId,
                variantOptions: variant.options,
                sku: variant.sku,
                image: variant.image ?? product.image,
              }
            : {}),
        },
        bounded,
      ),
    onSuccess: (_, wasInCart) => {
      setConfirmation(wasInCart ? t("product.addedMore") : t("product.added"));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setConfirmation(null), TIMINGS.detailAddedMs);
      setQuantity(1);
    },
    onError: (error) => setAddError(cartErrorMessage(error, t("fallback.addToCart"))),
  });
  const busy = add.isPending;

  function addToCart(event: FormEvent) {
    event.preventDefault();
    if (!canAdd || busy) return;
    setAddError(null);
    add.mutate(inCart > 0);
  }

  const showVariant = variant && hasOptions;
  // With the page's language prefix: the server answers with the cart in the same language (decision 0045).
  const addHref = useHref("/cart/add");
  return (
    <>
      <div className="mt-5 flex flex-wrap items-baseline gap-x-2" data-testid="product-price">
        {!showVariant && product.priceVaries && <span className="text-sm text-ink-600">{t("product.from")}</span>}
        <Price
          price={variant ? variant.price : product.price}
          specialPrice={variant ? variant.specialPrice : product.specialPrice}
          size="lg"
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2" aria-live="polite">
        {chosen ? (
          <>
            <StockBadge quantity={stock} />
            {stock === 0 && showVariant && <span className="text-sm text-ink-600">{t("product.comboSoldOut")}</span>}
            {stock > 0 && (
              <span className="text-sm text-ink-500">
                {showVariant
                  ? t("product.inStockOf", {
                      stock,
                      variant: describeVariant(
                        variant.options,
                        product.options.map((o) => o.name),
                      ),
                    })
                  : t("product.inStockCount", { stock })}
              </span>
            )}
          </>
        ) : missing.length === 0 ? (
          <span className="text-sm text-ink-600">{t("product.comboNotAvailable")}</span>
        ) : (
          <StockBadge quantity={product.quantity} />
        )}
      </div>

      {hasOptions && (
        <div className="mt-6">
          <VariantPicker product={product} selection={selection} onChoose={onChoose} />
        </div>
      )}

      {inCart > 0 && (
        <p className="mt-6 flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
          {t("product.alreadyInCart", { count: inCart })}
        </p>
      )}

      <form method="post" action={addHref} onSubmit={addToCart} className="mt-6 flex items-center gap-3">
        <input type="hidden" name="productId" value={product.productId} />
        {variant && <input type="hidden" name="variantId" value={variant.variantId} />}
        <input type="hidden" name="quantity" value={canAdd ? bounded : 1} />
        <QuantityStepper
          label={t("product.quantity")}
          value={canAdd ? bounded : soldOut ? 0 : 1}
          onDecrease={() => setQuantity(Math.max(1, bounded - 1))}
          onIncrease={() => setQuantity(Math.min(stock, bounded + 1))}
          decreaseDisabled={!canAdd || bounded <= 1}
          increaseDisabled={!canAdd || bounded >= stock}
          className="shrink-0"
        />
        <Button type="submit" size="lg" className="min-w-0 flex-1 px-3" disabled={!canAdd} loading={busy}>
          {!busy && canAdd && <ShoppingCart aria-hidden="true" className="size-5 shrink-0" />}
          <span className="leading-tight whitespace-normal">{buttonText}</span>
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 min-h-6">
        {confirmation && (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
            <Check aria-hidden="true" className="size-4" />
            {confirmation}
            <Link to="/cart" className="ms-1 text-ink-700 underline underline-offset-2 hover:text-ink-900">
              {t("product.viewCart")}
            </Link>
          </p>
        )}
      </div>
      {addError && <Alert kind="error">{addError}</Alert>}
    </>
  );
}
