/** Machine codes of the error body (docs/product/api.md §1). */
export const ERROR_CODES = {
  validation: "VALIDATION_ERROR",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  outOfStock: "OUT_OF_STOCK",
  notCancellable: "ORDER_NOT_CANCELLABLE",
  invalidStatusChange: "INVALID_STATUS_CHANGE",
  duplicate: "DUPLICATE",
  tooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMedia: "UNSUPPORTED_MEDIA_TYPE",
  rateLimited: "RATE_LIMITED",
  internal: "INTERNAL_ERROR",
  badRequest: "BAD_REQUEST",
  unprocessable: "UNPROCESSABLE",
  unavailable: "SERVICE_UNAVAILABLE",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
