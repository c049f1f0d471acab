import { cn } from "../../lib/cn";

/** A grey placeholder block while content loads; give it the size of what it stands for. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-control bg-ink-200/70", className)} />;
}
