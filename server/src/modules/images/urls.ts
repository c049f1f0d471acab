import { DEFAULT_IMAGE } from "@shop/contract";

/** Widths every uploaded image is re-encoded to; the API hands out the middle one. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

/**
 * What image URLs start with: nothing (a path on the shop's own origin), or the shop's public
 * address when a client on another origin (CORS_ORIGIN) shows them (a headless client).
 * Set once at start-up by buildApp.
 */
let origin = "";
export function configureImageUrls(publicOrigin: string) {
  origin = publicOrigin.replace(/\/+$/, "");
}

/** The path of one width of a stored image set, on the shop's own origin. */
export const imagePath = (base: string, width: number) => `/images/${base}-${width}.webp`;

/** The URL of a stored image set, or "default.png" when the product has none. */
export const imageUrl = (base: string | null | undefined, width: number = DEFAULT_IMAGE_WIDTH) =>
  base ? `${origin}${imagePath(base, width)}` : DEFAULT_IMAGE;
