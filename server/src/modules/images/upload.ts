/** Reading an uploaded image from a multipart request. */
import { ERROR_CODES, MSG } from "@shop/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../core/errors.js";

/**
 * The bytes of the multipart field `image`, the only file of the request: a broken upload is the
 * client's mistake (400), a big one 413, more than one file 400 (twenty files once
 * answered 200 with only the first stored).
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (image !== undefined || part.fieldname !== "image") {
        part.file.resume();
        throw new AppError(ERROR_CODES.badRequest, image !== undefined ? MSG.oneImageOnly : MSG.chooseImage);
      }
      image = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (code === "FST_FILES_LIMIT") throw new AppError(ERROR_CODES.badRequest, MSG.oneImageOnly);
    if (/^FST_(REQ_FILE_TOO_LARGE|PARTS_LIMIT|FIELDS_LIMIT)$/.test(code)) throw error;
    throw new AppError(ERROR_CODES.badRequest, MSG.uploadMalformed);
  }
  if (image === undefined) throw new AppError(ERROR_CODES.badRequest, MSG.chooseImage);
  return image;
}
