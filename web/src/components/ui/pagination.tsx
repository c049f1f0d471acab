import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn";
import { pageWindow } from "./page-window";

export interface PaginationProps {
  /** Zero-based current page (the API's pageNumber). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** "simple" for storefront lists; "full" adds first/last pages with ellipses and "Page X of Y" (seller/admin tables). */
  mode?: "simple" | "full";
  className?: string;
}

const pageButton =
  "inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-control px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40";

function PageButton({ page, current, onSelect }: { page: number; current: boolean; onSelect: (page: number) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(page)}
        aria-current={current ? "page" : undefined}
        aria-label={`Page ${page + 1}`}
        className={cn(pageButton, current ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-100")}
      >
        {page + 1}
      </button>
    </li>
  );
}

function Ellipsis() {
  return (
    <li aria-hidden="true" className="px-1 text-ink-400">
      …
    </li>
  );
}

/** Page navigation; renders nothing when there is one page or fewer. */
export function Pagination({ page, totalPages, onPageChange, mode = "simple", className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const first = pages[0] ?? 0;
  const last = pages[pages.length - 1] ?? 0;
  const full = mode === "full";
  const select = (target: number) => {
    if (target !== page && target >= 0 && target < totalPages) onPageChange(target);
  };

  return (
    <nav
      aria-label="Pagination"
      className={cn("flex flex-col items-center gap-2 sm:flex-row sm:justify-between", className)}
    >
      {full && (
        <p className="text-sm text-ink-500">
          Page {page + 1} of {totalPages}
        </p>
      )}
      <ul className={cn("flex flex-wrap items-center justify-center gap-1", !full && "w-full")}>
        <li>
          <button
            type="button"
            onClick={() => select(page - 1)}
            disabled={page <= 0}
            aria-label="Previous page"
            className={cn(pageButton, "text-ink-700 hover:bg-ink-100")}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        </li>
        {full && first > 0 && <PageButton page={0} current={false} onSelect={select} />}
        {full && first > 1 && <Ellipsis />}
        {pages.map((p) => (
          <PageButton key={p} page={p} current={p === page} onSelect={select} />
        ))}
        {full && last < totalPages - 2 && <Ellipsis />}
        {full && last < totalPages - 1 && <PageButton page={totalPages - 1} current={false} onSelect={select} />}
        <li>
          <button
            type="button"
            onClick={() => select(page + 1)}
            disabled={page >= totalPages - 1}
            aria-label="Next page"
            className={cn(pageButton, "text-ink-700 hover:bg-ink-100")}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
