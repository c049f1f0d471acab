import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A list's current page, dimmed while the next one loads (placeholder data) and aria-busy while fetching. */
export function NextPageLoading({
  query,
  className,
  children,
}: {
  query: { isPlaceholderData: boolean; isFetching: boolean };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(className, query.isPlaceholderData && "opacity-60 transition-opacity") || undefined}
      aria-busy={query.isFetching}
    >
      {children}
    </div>
  );
}
