import { cn } from "../../lib/cn";
import { Skeleton } from "./skeleton";

// Its own module, not skeleton.tsx: only the back office's lists use it, and the storefront's first
// load carries skeleton.tsx (the budget of docs/decisions/0019-preact-runtime.md).
/**
 * A loading list: `count` full-width bars of the rows' height, or one bar per entry of `bars` (its
 * size) for a screen whose parts differ (a balance over a table).
 */
export function SkeletonRows({
  count = 5,
  rowClassName = "h-12",
  bars,
  className = "gap-2",
}: {
  count?: number;
  rowClassName?: string;
  bars?: readonly string[];
  /** The gap between the bars. */
  className?: string;
}) {
  const sizes = bars ?? Array.from({ length: count }, () => cn("w-full", rowClassName));
  return (
    <div className={cn("flex flex-col", className)}>
      {sizes.map((size, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={i} className={size} />
      ))}
    </div>
  );
}
