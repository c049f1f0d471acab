/**
 * Stores an uploaded image: recognised by its content (PNG, JPEG, GIF or WebP only), re-encoded
 * to WebP in every width of IMAGE_WIDTHS, kept in the database under content-hashed names.
 */
import { createHash } from "node:crypto";
import { ACCEPTED_IMAGE_TYPES, ERROR_CODES, MSG } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Metadata, Sharp, SharpOptions } from "sharp";
import type { Tx } from "../../db/client.js";
import { images, orderItems, productImages, products, productVariants, settings } from "../../db/schema/index.js";
import { AppError } from "../../core/errors.js";
import { IMAGE_WIDTHS } from "./urls.js";

/** The one text for an image the shop does not accept: the contract's, as the web form shows it. */
export const UNSUPPORTED_IMAGE_MESSAGE = MSG.unsupportedMedia;
/** sharp's format names of the accepted types ("image/png" → "png"). */
const ACCEPTED_FORMATS = new Set<string>(ACCEPTED_IMAGE_TYPES.map((type) => type.replace("image/", "")));
/**
 * Decompression-bomb and memory guard: at most 25 megapixels (a 24-megapixel camera's photo fits),
 * and one image encoded at a time, its widths one after the other, without sharp's cache: six
 * 40-megapixel uploads in parallel once took the server from 216 MB to 675 MB.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;
/**
 * sharp (and libvips, about 20 MB resident) loads at the first image to encode, not at start: a
 * shop that serves its stored images never needs it (docs/performance.md, Memory).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
let encoding: Promise<unknown> = Promise.resolve();
/** Runs one encode after the other (a queue of one). */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = encoding.then(work, work);
  encoding = run.catch(() => {});
  return run;
}
const WEBP_QUALITY = 80;

const unsupported = () => new AppError(ERROR_CODES.unsupportedMedia, UNSUPPORTED_IMAGE_MESSAGE);

/** The file name of one stored width, e.g. "3f2a9c0d11b2e4f5-640.webp". */
export const imageFileName = (base: string, width: number) => `${base}-${width}.webp`;

/** Re-encodes the image to WebP in every width; throws 415 when the content is not an accepted image. */
export function encodeImageSet(input: Buffer): Promise<{ width: number; data: Buffer }[]> {
  return oneAtATime(() => encode(input));
}

async function encode(input: Buffer): Promise<{ width: number; data: Buffer }[]> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw unsupported();
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_INPUT_PIXELS) {
    throw new AppError(ERROR_CODES.tooLarge, MSG.imageTooManyPixels);
  }
  try {
    const out: { width: number; data: Buffer }[] = [];
    for (const width of IMAGE_WIDTHS) {
      const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      out.push({ width, data });
    }
    return out;
  } catch {
    // Recognised header but undecodable body (truncated or corrupt file).
    throw unsupported();
  }
}

/** The base name of an image set: the first 16 hex chars of the SHA-256 of the uploaded bytes. */
export const imageBase = (input: Buffer) => createHash("sha256").update(input).digest("hex").slice(0, 16);

/** The `images` rows of one image set: re-encoded widths under content-hashed names. */
export async function imageRows(input: Buffer): Promise<{ base: string; rows: (typeof images.$inferInsert)[] }> {
  const encoded = await encodeImageSet(input);
  const base = imageBase(input);
  return {
    base,
    rows: encoded.map((e) => ({ name: imageFileName(base, e.width), contentType: "image/webp", data: e.data })),
  };
}

/** Stores the image set (an existing identical set is kept) and returns its base name. */
export async function storeImage(db: Tx, input: Buffer): Promise<string> {
  const { base, rows } = await imageRows(input);
  await db.insert(images).values(rows).onConflictDoNothing();
  return base;
}

/**
 * Deletes an image set nothing shows any more (a replaced image), in the same transaction as the
 * change that dropped it; orders keep the images of what was bought, the store settings' hero
 * and banners theirs, and sellers' shop profiles their logo and cover (docs/decisions/0047).
 */
export async function deleteUnusedImage(db: Tx, base: string | null | undefined): Promise<void> {
  if (!base) return;
  await db.execute(sql`
    delete from ${images} where name like ${`${base}-%`}
      and not exists (select 1 from ${products} where ${products.image} = ${base})
      and not exists (select 1 from ${productImages} where ${productImages.image} = ${base})
      and not exists (select 1 from ${orderItems} where ${orderItems.image} = ${base})
      and not exists (select 1 from ${productVariants} where ${productVariants.image} = ${base})
      and not exists (select 1 from ${settings} where ${settings.key} = 'store' and strpos(${settings.value}, ${base}) > 0)
      and not exists (select 1 from seller_profiles sp
        where strpos(coalesce(sp.logo, ''), ${base}) > 0 or strpos(coalesce(sp.cover, ''), ${base}) > 0)`);
}

/** Whether an image of that name is stored (answers a conditional request without reading the bytes). */
export async function imageExists(db: Tx, name: string): Promise<boolean> {
  const [row] = await db.select({ name: images.name }).from(images).where(eq(images.name, name)).limit(1);
  return row !== undefined;
}

export async function loadImage(db: Tx, name: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: images.contentType, data: images.data })
    .from(images)
    .where(eq(images.name, name))
    .limit(1);
  return row;
}
