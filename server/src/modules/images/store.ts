/**
 * Stores an uploaded image: recognised by its content (PNG, JPEG, GIF or WebP only), re-encoded
 * to WebP in every width of IMAGE_WIDTHS, kept in the database under content-hashed names.
 */
import { createHash } from "node:crypto";
import { ACCEPTED_IMAGE_TYPES, ERROR_CODES } from "@shop/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Tx } from "../../db/client.js";
import { images } from "../../db/schema/index.js";
import { AppError } from "../../http/errors.js";
import { IMAGE_WIDTHS } from "./urls.js";

export const UNSUPPORTED_IMAGE_MESSAGE = "Only PNG, JPEG, GIF or WebP images are accepted";
/** sharp's format names of the accepted types ("image/png" → "png"). */
const ACCEPTED_FORMATS = new Set<string>(ACCEPTED_IMAGE_TYPES.map((type) => type.replace("image/", "")));
/** Decompression-bomb guard: at most 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

const unsupported = () => new AppError(ERROR_CODES.unsupportedMedia, UNSUPPORTED_IMAGE_MESSAGE);

/** The file name of one stored width, e.g. "3f2a9c0d11b2e4f5-640.webp". */
export const imageFileName = (base: string, width: number) => `${base}-${width}.webp`;

/** Re-encodes the image to WebP in every width; throws 415 when the content is not an accepted image. */
export async function encodeImageSet(input: Buffer): Promise<{ width: number; data: Buffer }[]> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupported();
  try {
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
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
