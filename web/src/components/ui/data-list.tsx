import { RotateCw } from "lucide-react";
import type { Key, ReactNode } from "react";
import { errorMessage } from "../../lib/api-client";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { Alert } from "./alert";
import { Button } from "./button";
import { DataCards, type DataColumn, DataTable } from "./data-table";
import { NextPageLoading } from "./next-page-loading";
import { Pagination } from "./pagination";
import { SkeletonRows } from "./skeleton-rows";
import { useClampedPage } from "./use-clamped-page";

/** What the list reads of its query (a TanStack Query result fits). */
export interface DataListQuery<D> {
  data: D | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface DataListProps<T, D> {
  query: DataListQuery<D>;
  /** The items of the loaded data, in the order shown. */
  rows: (data: D) => readonly T[];
  rowKey: (row: T) => Key;
  /** The accessible name of the table and of the list of cards ("Products"). */
  label: string;
  /** The table's columns. Without them the list is cards on every screen. */
  columns?: readonly DataColumn<T>[];
  /** A phone's card of one item. Without it the list is a table on every screen. */
  card?: (row: T) => ReactNode;
  /** Classes added to each card (see DataCards). */
  cardClassName?: string;
  /** Classes of the table (its least width, so it scrolls inside its card on narrow screens). */
  tableClassName?: string;
  /** What stands for the list while it loads; rows of grey bars when not given. */
  skeleton?: ReactNode;
  /** Names the loading state (role=status); without it the skeleton is hidden from assistive technology. */
  loadingLabel?: string;
  /** The message when the list cannot be loaded and the server gave none. */
  errorText: string;
  /** What the list shows when it has no items (an EmptyState). */
  empty: ReactNode;
  /** Pages of a paged list; the data's totalPages says how many there are. */
  pagination?: { page: number; onPageChange: (page: number) => void };
  /** Shown once the data is loaded, above the empty state or the items (a balance, a filter). */
  intro?: (data: D) => ReactNode;
  /** Shown above the items, dimmed with them while the next page loads (a count, a summary). */
  beforeRows?: (rows: readonly T[], data: D) => ReactNode;
  /** A heading right above the table or the cards. */
  caption?: ReactNode;
  /** Classes of the part that holds the items (beforeRows, caption, table or cards). */
  className?: string;
}

const NO_PAGE = () => {};

/**
 * A back-office list in its states: a skeleton while it loads, the error with "Try again" when it
 * could not be loaded, the empty state, or the items — a table on a desk, cards on a phone — with
 * the page navigation under them. A page past the end steps back to the last page. Each screen keeps
 * its own heading, buttons and dialogs around it.
 */
export function DataList<T, D>({
  query,
  rows: rowsOf,
  rowKey,
  label,
  columns,
  card,
  cardClassName,
  tableClassName,
  skeleton,
  loadingLabel,
  errorText,
  empty,
  pagination,
  intro,
  beforeRows,
  caption,
  className,
}: DataListProps<T, D>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const totalPages = pagesOf(query.data);
  useClampedPage(pagination?.page ?? 0, pagination?.onPageChange ?? NO_PAGE, pagination ? totalPages : undefined);

  if (query.isPending)
    return loadingLabel ? (
      <div role="status" aria-label={loadingLabel}>
        {skeleton ?? <SkeletonRows />}
      </div>
    ) : (
      <div aria-hidden="true">{skeleton ?? <SkeletonRows />}</div>
    );

  const data = query.data;
  if (data === undefined)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert kind="error" className="self-stretch">
          {errorMessage(query.error, errorText)}
        </Alert>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );

  const rows = rowsOf(data);
  const asCards = card !== undefined && (columns === undefined || phone);
  const items = asCards ? (
    <DataCards rows={rows} rowKey={rowKey} label={label} card={card} cardClassName={cardClassName} />
  ) : (
    <DataTable rows={rows} rowKey={rowKey} label={label} columns={columns ?? []} className={tableClassName} />
  );
  return (
    <>
      {intro?.(data)}
      {rows.length === 0 ? (
        empty
      ) : (
        <NextPageLoading query={query} className={className}>
          {beforeRows?.(rows, data)}
          {caption ? (
            <div className="flex flex-col gap-2">
              {caption}
              {items}
            </div>
          ) : (
            items
          )}
        </NextPageLoading>
      )}
      {pagination && (
        <Pagination
          mode="full"
          page={pagination.page}
          totalPages={totalPages ?? 0}
          onPageChange={pagination.onPageChange}
        />
      )}
    </>
  );
}

/** The number of pages of a paged answer (the API's Page has totalPages); undefined otherwise. */
function pagesOf(data: unknown): number | undefined {
  const pages = (data as { totalPages?: unknown } | undefined)?.totalPages;
  return typeof pages === "number" ? pages : undefined;
}
