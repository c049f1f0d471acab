import { describeVariant, formatLineTotal, type OrderItem } from "@shop/contract";
import { ProductImage } from "../../../components/ui";
import { cn } from "../../../lib/cn";
import { formatMoney } from "../../../lib/format";

const THUMBNAILS = {
  /** 48px and decorative: the name stands beside it (the order confirmation). */
  small: { className: "size-12", sizes: "48px", named: false },
  /** 56px and named after the product (the order history). */
  medium: { className: "size-14", sizes: "56px", named: true },
} as const;

/** One line of an order: thumbnail, name, variant, quantity × unit price and the line's total. */
export function OrderLineRow({
  item,
  thumbnail,
  className,
}: {
  item: OrderItem;
  thumbnail: keyof typeof THUMBNAILS;
  /** The row's spacing inside its list. */
  className: string;
}) {
  const name = item.productDTO?.productName ?? `Product ${item.productId}`;
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
          Qty {item.quantity} × {formatMoney(item.orderedProductPrice)}
        </p>
      </div>
      <p className="text-sm font-medium text-ink-900 tabular-nums">
        {formatLineTotal(item.orderedProductPrice, item.quantity)}
      </p>
    </li>
  );
}
