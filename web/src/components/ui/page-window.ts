import { PAGINATION_WINDOW } from "@shop/contract";

/**
 * Zero-based page indexes of a window of at most `size` pages centred on `current`, shifted to
 * stay inside 0..total-1. pageWindow(0, 10) → [0,1,2,3,4]; pageWindow(5, 10) → [3,4,5,6,7].
 */
export function pageWindow(current: number, total: number, size: number = PAGINATION_WINDOW): number[] {
  if (total <= 0 || size <= 0) return [];
  const count = Math.min(size, total);
  const clamped = Math.min(Math.max(current, 0), total - 1);
  const start = Math.min(Math.max(clamped - Math.floor(count / 2), 0), total - count);
  return Array.from({ length: count }, (_, i) => start + i);
}
