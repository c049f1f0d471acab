/**
 * The shop's logo (docs/decisions/0041-the-shop-logo.md): the store settings name a picture uploaded
 * at POST /api/admin/images ("/images/{hash}-{width}.webp"); while it is the logo, the server serves it
 * as PNG at `/images/{hash}-logo.png` (in a 320×80 box) and as square icons `-icon-32.png` and
 * `-icon-180.png`. Kept apart from the zod schemas so the storefront's first load carries no schema code.
 */

/** A picture uploaded to the shop, as POST /api/admin/images answers its path: the hash in group 1. */
export const UPLOADED_PICTURE = /^\/images\/([a-f0-9]{16})-(320|640|1024)\.webp$/;

/** The box the logo's PNG fits in, twice the header's 160×40 (sharp screens). */
export const LOGO_BOX = { width: 320, height: 80 } as const;
/** The square icons' sizes: the favicon and the apple-touch-icon. */
export const ICON_SIZES = [32, 180] as const;

/** The uploaded picture's hash, or undefined when the value is not such an upload. */
export const logoHash = (logo: string | null | undefined): string | undefined =>
  logo ? UPLOADED_PICTURE.exec(logo)?.[1] : undefined;

/** Where the logo's PNGs are served, on the shop's own origin; undefined without a logo. */
export function logoPaths(
  logo: string | null | undefined,
): { logo: string; icon32: string; icon180: string } | undefined {
  const hash = logoHash(logo);
  if (!hash) return undefined;
  return {
    logo: `/images/${hash}-logo.png`,
    icon32: `/images/${hash}-icon-32.png`,
    icon180: `/images/${hash}-icon-180.png`,
  };
}
