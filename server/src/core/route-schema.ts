/** Small pieces every route schema uses. */
import { errorBody } from "@shop/contract";

/** Response schemas for error statuses: the one error body for each (docs/product/api.md §1). */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBody]));

/** Marks a route as needing the bearer token in the OpenAPI document. */
export const authed = { security: [{ bearerAuth: [] }] };
