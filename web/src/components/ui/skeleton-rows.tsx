import { cn } from "../../lib/cn";
import { Skeleton } from "./skeleton";

// Its own module, not skeleton.tsx: only the back office's lists use it, and the storefront's first
// load carries skeleton.tsx (the budget of docs/decisions/0019-preact-runtime.md).
/** A loading list: `count` full-width bars of the rows' height. */
export function SkeletonRows({
  count = 5,
  rowClassName = "h-12",
  className = "gap-2",
}: {
  count?: number;
  rowClassName?: string;
  /** The gap between the bars. */
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col", className)}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={i} className={cn("w-full", rowClassName)} />
      ))}
    </div>
  );
}
