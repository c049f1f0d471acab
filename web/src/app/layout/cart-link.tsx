import { CART_BADGE_CAP } from "@shop/contract";
import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { useCartCount } from "../../features/cart/use-cart-count";
import { useT } from "../../lib/i18n";

/** "99+" above the cap. */
export function cartBadgeText(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

export function CartLink() {
  const count = useCartCount();
  const t = useT();
  const label = t("cartLabel", { count });
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative flex size-10 items-center justify-center rounded-full text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-1 -end-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-500 px-1 text-[11px] leading-none font-bold text-ink-950 ring-2 ring-white"
        >
          {cartBadgeText(count)}
        </span>
      )}
    </Link>
  );
}
