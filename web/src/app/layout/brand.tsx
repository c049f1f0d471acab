import { logoPaths } from "@shop/contract";
import { Link } from "react-router";
import { useShopSettings } from "../../lib/shop-settings";

export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#1c1917" />
      <g fill="#f59e0b">
        <circle cx="32" cy="18" r="8" />
        <circle cx="32" cy="46" r="8" />
        <circle cx="18" cy="32" r="8" />
        <circle cx="46" cy="32" r="8" />
        <circle cx="22" cy="22" r="7" />
        <circle cx="42" cy="22" r="7" />
        <circle cx="22" cy="42" r="7" />
        <circle cx="42" cy="42" r="7" />
      </g>
      <circle cx="32" cy="32" r="7" fill="#b45309" />
    </svg>
  );
}

/**
 * The shop in the header: its logo when the owner uploaded one (docs/decisions/0041-the-shop-logo.md),
 * in a fixed 160 × 40 box so nothing shifts while it loads, named by the shop's name; else the mark and
 * the name. The settings come with the page, so the server's markup and the app's are the same.
 */
export function BrandLink() {
  const { shopName, logo } = useShopSettings();
  const paths = logoPaths(logo);
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-control">
      {paths ? (
        <img src={paths.logo} alt={shopName} width={160} height={40} className="h-10 w-40 object-contain object-left" />
      ) : (
        <>
          <BrandMark />
          <span className="font-display text-xl font-semibold tracking-tight text-ink-900">{shopName}</span>
        </>
      )}
    </Link>
  );
}
