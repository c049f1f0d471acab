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

export function BrandLink() {
  const { shopName } = useShopSettings();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-control">
      <BrandMark />
      <span className="font-display text-xl font-semibold tracking-tight text-ink-900">{shopName}</span>
    </Link>
  );
}
