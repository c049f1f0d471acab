/** Reading an uploaded image from a multipart request. */
import { ERROR_CODES, MSG } from "@shop/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.js";

/** The bytes of the multipart field `image`; a broken upload is the client's mistake (400), a big one 413. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== "image") throw new AppError(ERROR_CODES.badRequest, "Choose an image to upload");
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (/^FST_(REQ_FILE_TOO_LARGE|FILES_LIMIT|PARTS_LIMIT|FIELDS_LIMIT)$/.test(code)) throw error;
    throw new AppError(ERROR_CODES.badRequest, MSG.uploadMalformed);
  }
}
