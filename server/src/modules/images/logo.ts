/**
 * The shop's logo as PNG (docs/decisions/0041-the-shop-logo.md): mails, PDFs and favicons want PNG,
 * the shop stores WebP. While a picture is the logo, its largest stored width is drawn with sharp into
 * the logo (fits LOGO_BOX) and the square icons (padded, transparent), once per server, and kept here.
 */
import { ICON_SIZES, LOGO_BOX, logoHash } from "@shop/contract";
import type { Tx } from "../../db/client.js";
import { loadImage, loadSharp } from "./store.js";
import { IMAGE_WIDTHS, imagePath } from "./urls.js";

/** The names served while a picture is the logo: "{hash}-logo.png", "{hash}-icon-32.png", "{hash}-icon-180.png". */
export const LOGO_NAME_PATTERN = new RegExp(
  `^([a-f0-9]{16})-(logo|${ICON_SIZES.map((s) => `icon-${s}`).join("|")})\\.png$`,
);

export type LogoKind = "logo" | `icon-${(typeof ICON_SIZES)[number]}`;

/** The drawn PNGs of the current logo, by file name (one logo at a time: another logo drops them). */
const drawn = new Map<string, Promise<Buffer | undefined>>();
let drawnHash: string | undefined;

async function draw(db: Tx, hash: string, kind: LogoKind): Promise<Buffer | undefined> {
  const source = await loadImage(db, imagePath(hash, Math.max(...IMAGE_WIDTHS)).slice("/images/".length));
  if (!source) return undefined;
  const sharp = await loadSharp();
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  if (kind === "logo") {
    return sharp(source.data)
      .resize({ ...LOGO_BOX, fit: "inside" })
      .png()
      .toBuffer();
  }
  const size = Number(kind.slice("icon-".length));
  // Padded: a wide logo stays whole in the square, on a transparent background.
  const inner = Math.round(size * 0.875);
  const fitted = await sharp(source.data)
    .resize({ width: inner, height: inner, fit: "contain", background: transparent })
    .png()
    .toBuffer();
  const pad = size - inner;
  return sharp(fitted)
    .extend({
      top: Math.floor(pad / 2),
      bottom: Math.ceil(pad / 2),
      left: Math.floor(pad / 2),
      right: Math.ceil(pad / 2),
      background: transparent,
    })
    .png()
    .toBuffer();
}

/**
 * The PNG named `name` when it is one of the logo `logo`'s (the store settings' current one), else
 * undefined: drawn at the first request, then kept for as long as that picture is the logo.
 */
export function logoPng(db: Tx, logo: string | null | undefined, name: string): Promise<Buffer | undefined> {
  const match = LOGO_NAME_PATTERN.exec(name);
  const hash = logoHash(logo);
  if (!match || !hash || match[1] !== hash) return Promise.resolve(undefined);
  if (drawnHash !== hash) {
    drawn.clear();
    drawnHash = hash;
  }
  let png = drawn.get(name);
  if (!png) {
    png = draw(db, hash, match[2] as LogoKind).catch(() => undefined);
    drawn.set(name, png);
    // A picture that could not be read is tried again at the next request.
    void png.then((data) => data ?? drawn.delete(name));
  }
  return png;
}

/** The logo's PNG (fits LOGO_BOX) for the shop's papers, or undefined without a logo. */
export function shopLogoPng(db: Tx, logo: string | null | undefined): Promise<Buffer | undefined> {
  const hash = logoHash(logo);
  return hash ? logoPng(db, logo, `${hash}-logo.png`) : Promise.resolve(undefined);
}
