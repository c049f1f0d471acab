import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../constants.js";

/** The one error body (docs/product/api.md §1). */
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBody>;

/** Money on the wire: a number with at most 2 decimals. */
export const money = z.number().meta({ description: "Amount in dollars with at most 2 decimals", example: 19.99 });

export const isoDate = z.string().meta({ description: "ISO 8601 date-time", example: "2026-11-22T10:15:00.000Z" });

/** The largest id an integer column holds: a larger id must be a 400, never a database error. */
export const MAX_ID = 2_147_483_647;

/** A positive integer path id; anything else is a 400. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    lastPage: z.boolean(),
  });
export interface Page<T> {
  content: T[];
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  lastPage: boolean;
}

const sortOrder = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(["asc", "desc"], { error: "sortOrder must be asc or desc" }));

/** Paging query with a per-list allowlist of sort fields (docs/product/api.md §1). */
export function pageQuery<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaults: { sortBy: S[number]; sortOrder: "asc" | "desc" },
) {
  return z.object({
    pageNumber: z.coerce
      .number({ error: "pageNumber must be a whole number of 0 or more" })
      .int("pageNumber must be a whole number of 0 or more")
      .min(0, "pageNumber must be a whole number of 0 or more")
      .max(1_000_000, "pageNumber is too large")
      .default(0),
    pageSize: z.coerce
      .number({ error: `pageSize must be between 1 and ${PAGE_SIZE_MAX}` })
      .int(`pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .min(1, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .max(PAGE_SIZE_MAX, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
    sortBy: z
      .enum(sortFields, { error: `sortBy must be one of ${sortFields.join(", ")}` })
      .default(defaults.sortBy as never),
    sortOrder: sortOrder.default(defaults.sortOrder),
  });
}
export type PageQuery<S extends string = string> = {
  pageNumber: number;
  pageSize: number;
  sortBy: S;
  sortOrder: "asc" | "desc";
};

export const booleanQuery = z.enum(["true", "false"]).transform((v) => v === "true");

export const messageBody = z.object({ message: z.string() });
