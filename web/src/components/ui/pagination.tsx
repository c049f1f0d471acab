import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { useT } from "../../lib/i18n";
import { pageWindow } from "./page-window";

export interface PaginationProps {
  /** Zero-based current page (the API's pageNumber). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The URL of a page: pages become links (the storefront's lists, which work before their scripts
   * have loaded, decision 0025); a click on one still calls onPageChange once the app runs.
   */
  hrefOf?: (page: number) => string;
  /** "simple" for storefront lists; "full" adds first/last pages with ellipses and "Page X of Y" (seller/admin tables). */
  mode?: "simple" | "full";
  className?: string;
}

const pageButton =
  "inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-control px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40";

interface StepProps {
  target: number;
  label: string;
  disabled?: boolean;
  current?: boolean;
  className: string;
  children: ReactNode;
  onSelect: (page: number) => void;
  hrefOf?: (page: number) => string;
}

/** One control: a link when pages have URLs (a disabled step is then plain text), else a button. */
function Step({ target, label, disabled, current, className, children, onSelect, hrefOf }: StepProps) {
  if (!hrefOf)
    return (
      <button
        type="button"
        onClick={() => onSelect(target)}
        disabled={disabled}
        aria-current={current ? "page" : undefined}
        aria-label={label}
        className={className}
      >
        {children}
      </button>
    );
  if (disabled)
    return (
      // Nowhere to go: kept for the layout, hidden from assistive technology like a missing link.
      <span aria-hidden="true" className={cn(className, "cursor-not-allowed opacity-40")}>
        {children}
      </span>
    );
  return (
    <Link
      to={hrefOf(target)}
      aria-current={current ? "page" : undefined}
      aria-label={label}
      className={className}
      onClick={(event) => {
        // The app moves the list itself (and scrolls); a modified click opens the link as usual.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onSelect(target);
      }}
    >
      {children}
    </Link>
  );
}

function PageButton({
  page,
  current,
  onSelect,
  hrefOf,
}: {
  page: number;
  current: boolean;
  onSelect: (page: number) => void;
  hrefOf?: (page: number) => string;
}) {
  return (
    <li>
      <Step
        target={page}
        label={`Page ${page + 1}`}
        current={current}
        onSelect={onSelect}
        hrefOf={hrefOf}
        className={cn(pageButton, current ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-100")}
      >
        {page + 1}
      </Step>
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
export function Pagination({ page, totalPages, onPageChange, hrefOf, mode = "simple", className }: PaginationProps) {
  const t = useT();
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
      aria-label={t("pagination.label")}
      className={cn("flex flex-col items-center gap-2 sm:flex-row sm:justify-between", className)}
    >
      {full && (
        <p className="text-sm text-ink-500">
          Page {page + 1} of {totalPages}
        </p>
      )}
      <ul className={cn("flex flex-wrap items-center justify-center gap-1", !full && "w-full")}>
        <li>
          <Step
            target={page - 1}
            label={t("pagination.previous")}
            disabled={page <= 0}
            onSelect={select}
            hrefOf={hrefOf}
            className={cn(pageButton, "text-ink-700 hover:bg-ink-100")}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Step>
        </li>
        {full && first > 0 && <PageButton page={0} current={false} onSelect={select} hrefOf={hrefOf} />}
        {full && first > 1 && <Ellipsis />}
        {pages.map((p) => (
          <PageButton key={p} page={p} current={p === page} onSelect={select} hrefOf={hrefOf} />
        ))}
        {full && last < totalPages - 2 && <Ellipsis />}
        {full && last < totalPages - 1 && (
          <PageButton page={totalPages - 1} current={false} onSelect={select} hrefOf={hrefOf} />
        )}
        <li>
          <Step
            target={page + 1}
            label={t("pagination.next")}
            disabled={page >= totalPages - 1}
            onSelect={select}
            hrefOf={hrefOf}
            className={cn(pageButton, "text-ink-700 hover:bg-ink-100")}
          >
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}
