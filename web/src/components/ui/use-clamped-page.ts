import { useEffect } from "react";

/**
 * A page past the end steps back to the last page (e.g. after a delete empties the last page).
 * `totalPages` is undefined until the page has loaded; nothing happens then.
 */
export function useClampedPage(page: number, setPage: (page: number) => void, totalPages: number | undefined) {
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page >= totalPages) setPage(Math.max(totalPages - 1, 0));
  }, [page, setPage, totalPages]);
}
