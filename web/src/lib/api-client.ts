/**
 * The one fetch wrapper: base /api, JSON (or FormData), 10 s timeout, bearer token of the stored
 * user, server error bodies turned into ApiError, and the 401 rule of docs/product/storefront.md §4.
 */
import { ERROR_CODES, REQUEST_TIMEOUT_MS } from "@shop/contract";
import type { z } from "zod";
import { expireSession, getSessionUser } from "./session";

export const API_BASE = "/api";

export const CLIENT_ERROR_CODES = {
  timeout: "TIMEOUT",
  network: "NETWORK_ERROR",
} as const;

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when no answer arrived (timeout, offline). */
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  /** True when `message` came from the server's error body (and so is fit to show). */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    message: string;
    code: string;
    fieldErrors?: Record<string, string>;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.fromServer = init.fromServer ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 4xx answer: bad input, no access, not found. Asking the same again cannot change it. */
export function isClientError(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** The text to show for a failed call: the server's message, else the screen's fallback (FALLBACK.*). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.fromServer || error.status === 0)) return error.message;
  return fallback;
}

export type QueryParams = Record<string, string | number | boolean | readonly string[] | null | undefined>;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Cancels the request (React Query passes one to every queryFn). */
  signal?: AbortSignal;
  /** Validates and types the answer; without it the answer is returned as `T` unchecked. */
  schema?: z.ZodType<T>;
  timeoutMs?: number;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  // The contract's schema (and the full zod) loads at the first error answer, not with every page.
  const { errorBody } = await import("@shop/contract/schemas/common");
  const parsed = errorBody.safeParse(body);
  if (parsed.success) {
    return new ApiError({
      status,
      message: parsed.data.message,
      code: parsed.data.code,
      fieldErrors: parsed.data.fieldErrors,
      fromServer: true,
    });
  }
  return new ApiError({ status, message: `Request failed (${status})`, code: ERROR_CODES.internal });
}

/** How requests reach the API: the browser's fetch, or (server rendering) the server answering itself. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** Server rendering only: route the app's requests to the server's own API instead of the network. */
export function setApiTransport(next: typeof transport): void {
  transport = next;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = "GET", body, query, signal, schema, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  // The API answers in the page's language (docs/decisions/0045-languages-and-messages.md), not the browser's.
  const language = globalThis.document?.documentElement.lang;
  if (language && !headers.has("Accept-Language")) headers.set("Accept-Language", language);
  const token = getSessionUser()?.jwtToken;
  if (token) headers.set("Authorization", `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener("abort", abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), { method, headers, body: payload, signal: controller.signal });
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        status: 0,
        message: "The request timed out. Please try again.",
        code: CLIENT_ERROR_CODES.timeout,
      });
    }
    if (signal?.aborted) throw error; // cancelled by the caller: not an error to show
    throw new ApiError({
      status: 0,
      message: "Could not reach the shop. Please check your connection and try again.",
      code: CLIENT_ERROR_CODES.network,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abortFromCaller);
  }

  const data = await readBody(response);
  if (!response.ok) {
    // Only a request that carried a token can reveal an expired session; a guest's 401 is just an answer.
    if (response.status === 401 && token) expireSession();
    throw await toApiError(response.status, data);
  }
  return schema ? schema.parse(data) : (data as T);
}

type MethodOptions<T> = Omit<RequestOptions<T>, "method" | "body">;

export const api = {
  get: <T = unknown>(path: string, options?: MethodOptions<T>) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  delete: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
