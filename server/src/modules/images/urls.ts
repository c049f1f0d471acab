import { DEFAULT_IMAGE } from "@shop/contract";

/** Widths every uploaded image is re-encoded to; the API hands out the middle one. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

/** The URL path of a stored image set, or "default.png" when the product has none. */
export const imageUrl = (base: string | null | undefined, width: number = DEFAULT_IMAGE_WIDTH) =>
  base ? `/images/${base}-${width}.webp` : DEFAULT_IMAGE;
