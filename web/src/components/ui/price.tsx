import { discountBadgePercent } from "@shop/contract";
import { cn } from "../../lib/cn";
import { useMoney } from "../../lib/shop-settings";
import { Badge } from "./badge";

const sizes = { sm: "text-sm", md: "text-lg", lg: "text-3xl" } as const;

export interface PriceProps {
  price: number;
  /** The price after discount; a sale is shown when it is below `price`. */
  specialPrice?: number | null;
  size?: keyof typeof sizes;
  /** Show the "N% OFF" badge (default true). */
  showBadge?: boolean;
  /** The lowest of several prices: shown as "from $X". */
  from?: boolean;
  className?: string;
}

/** Current price, the struck original and the discount badge when on sale (badge = round((price − special) / price × 100)). */
export function Price({ price, specialPrice, size = "md", showBadge = true, from = false, className }: PriceProps) {
  const money = useMoney();
  const priceCents = money.toMinor(price);
  const specialCents = specialPrice === null || specialPrice === undefined ? priceCents : money.toMinor(specialPrice);
  const percentOff = discountBadgePercent(priceCents, specialCents);
  const onSale = percentOff > 0;

  return (
    <div className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-1", className)}>
      <span className={cn("font-semibold tracking-tight text-ink-900", sizes[size])}>
        {from && <span className="mr-1 text-sm font-normal text-ink-500">from</span>}
        {money.format(onSale ? specialPrice : price)}
      </span>
      {onSale && (
        <>
          <s className="text-sm text-ink-500">
            <span className="sr-only">Original price </span>
            {money.format(price)}
          </s>
          {showBadge && <Badge tone="red">{percentOff}% OFF</Badge>}
        </>
      )}
    </div>
  );
}
