import { cn } from "../../lib/cn";

/** A grey placeholder block while content loads; give it the size of what it stands for. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-control bg-ink-200/70", className)} />;
}

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
