/**
 * Pictures sent to the shop: every upload (a product's main image, its gallery, the store settings'
 * hero and banner pictures) is one multipart field `image` checked by the same rules on the server
 * (docs/product/api.md §3 and §9), so the browser checks them once here before anything is sent.
 */
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "@shop/contract";
import { api } from "./api-client";

/** The file input's `accept`: what the server accepts (PNG, JPG, GIF and WebP). */
export const ACCEPTED_IMAGE_INPUT = ACCEPTED_IMAGE_TYPES.join(",");
export const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));
const ACCEPTED_TYPES: readonly string[] = ACCEPTED_IMAGE_TYPES;

/** Checks chosen files before anything is uploaded; returns the error text or null. */
export function imageFilesError(files: readonly File[]): string | null {
  for (const file of files) {
    if (!ACCEPTED_TYPES.includes(file.type)) return `"${file.name}" is not a PNG, JPG, GIF or WebP image.`;
    if (file.size > MAX_IMAGE_BYTES)
      return `"${file.name}" is larger than ${MAX_IMAGE_MB}MB. Please choose a smaller image.`;
  }
  return null;
}

/** Sends one picture as the multipart field `image` to `path`; the answer is the call's own. */
export function uploadImage<T = unknown>(method: "POST" | "PUT", path: string, image: File): Promise<T> {
  const form = new FormData();
  form.append("image", image);
  return method === "POST" ? api.post<T>(path, form) : api.put<T>(path, form);
}
