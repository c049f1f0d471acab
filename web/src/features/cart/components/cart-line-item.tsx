import { describeVariant } from "@shop/contract";
import { Trash2 } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button, Price, ProductImage } from "../../../components/ui";
import { cartErrorMessage } from "../cart-actions";
import type { CartLine } from "../use-cart";
import { QuantityStepper } from "./quantity-stepper";
import { useCartT } from "../../../lib/cart-texts";
import { useMoney } from "../../../lib/shop-settings";

export interface CartLineItemProps {
  line: CartLine;
  onIncrease: () => Promise<void>;
  onDecrease: () => Promise<void>;
  onRemove: () => Promise<void>;
  onError: (message: string) => void;
}

export function CartLineItem({ line, onIncrease, onDecrease, onRemove, onError }: CartLineItemProps) {
  const money = useMoney();
  const t = useCartT();
  // One change at a time per line: the stepper and Remove wait for the one in flight.
  const change = useMutation({
    mutationFn: ({ action }: { action: () => Promise<void>; fallback: string }) => action(),
    onError: (error, { fallback }) => onError(cartErrorMessage(error, fallback)),
  });
  const busy = change.isPending;
  const variant = describeVariant(line.options);
  const href = variant ? `/products/${line.productId}?variant=${line.variantId}` : `/products/${line.productId}`;
  const name = variant ? `${line.productName} (${variant})` : line.productName;
  const atStock = line.stock !== undefined && line.quantity >= line.stock;

  const run = (action: () => Promise<void>, fallback: string) => change.mutate({ action, fallback });

  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0" aria-busy={busy || undefined}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-28">
        <ProductImage src={line.image} alt="" sizes="112px" className="rounded-control" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-ink-900">
            <Link to={href} className="hover:text-brand-700">
              {line.productName}
            </Link>
          </h3>
          {variant && <p className="mt-0.5 text-sm text-ink-600">{variant}</p>}
          <Price price={line.price} specialPrice={line.specialPrice} size="sm" className="mt-1" />
          {line.stock !== undefined && line.stock <= 0 ? (
            <p className="mt-1 text-xs font-medium text-red-700">{t("cartPage.lineOutOfStock")}</p>
          ) : (
            atStock && (
              <p className="mt-1 text-xs text-amber-800">{t("cartPage.lineOnlyInStock", { stock: line.stock ?? 0 })}</p>
            )
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <QuantityStepper
            size="sm"
            label={t("cartPage.quantityOf", { name })}
            value={line.quantity}
            onDecrease={() => run(onDecrease, t("fallback.updateCart"))}
            onIncrease={() => run(onIncrease, t("fallback.updateCart"))}
            decreaseDisabled={busy}
            increaseDisabled={busy || atStock}
            decreaseLabel={line.quantity <= 1 ? t("cartPage.removeOne", { name }) : t("stepper.decrease")}
          />
          <p className="text-base font-semibold text-ink-900 tabular-nums">
            <span className="sr-only">{t("cartPage.lineTotal")} </span>
            {money.lineTotal(line.specialPrice, line.quantity)}
          </p>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => run(onRemove, t("fallback.removeFromCart"))}
            className="px-2 text-ink-500 hover:text-red-700 sm:px-3"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t("cartPage.remove")}</span>
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
