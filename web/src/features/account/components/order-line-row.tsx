import { describeVariant, ORDER_STATUS, type OrderItem } from "@shop/contract";
import { Link } from "react-router";
import { ProductImage } from "../../../components/ui";
import { useAccountT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";
import { useMoney } from "../../../lib/shop-settings";

const THUMBNAILS = {
  /** 48px and decorative: the name stands beside it (the order confirmation). */
  small: { className: "size-12", sizes: "48px", named: false },
  /** 56px and named after the product (the order history). */
  medium: { className: "size-14", sizes: "56px", named: true },
} as const;

/**
 * One line of an order: thumbnail, name, variant, quantity × unit price and the line's total; a
 * delivered line of the customer's order links to its product's review form.
 */
export function OrderLineRow({
  item,
  thumbnail,
  className,
  reviewable = false,
}: {
  item: OrderItem;
  thumbnail: keyof typeof THUMBNAILS;
  /** Offer "Write a review" once the line is delivered (the customer's own order). */
  reviewable?: boolean;
  /** The row's spacing inside its list. */
  className: string;
}) {
  const t = useAccountT();
  const money = useMoney();
  const name = item.productDTO?.productName ?? t("orderLine.product", { productId: item.productId });
  const variant = describeVariant(item.options);
  const image = THUMBNAILS[thumbnail];
  return (
    <li className={cn("flex items-center gap-3", className)}>
      <ProductImage
        src={item.productDTO?.image}
        alt={image.named ? name : ""}
        sizes={image.sizes}
        className={cn(image.className, "shrink-0 rounded-control")}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink-900">{name}</p>
        {variant && <p className="text-xs text-ink-600">{variant}</p>}
        <p className="text-xs text-ink-500">
          {t("orderLine.quantity", { quantity: item.quantity, price: money.format(item.orderedProductPrice) })}
        </p>
        {reviewable && item.status === ORDER_STATUS.delivered && (
          <Link
            to={`/products/${item.productId}#reviews-heading`}
            className="text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t("writeReview")}
            <span className="sr-only">: {name}</span>
          </Link>
        )}
      </div>
      <p className="text-sm font-medium text-ink-900 tabular-nums">
        {money.lineTotal(item.orderedProductPrice, item.quantity)}
      </p>
    </li>
  );
}
