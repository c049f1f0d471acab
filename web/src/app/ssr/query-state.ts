/**
 * The server-rendered page's data, carried to the browser (decision 0017): the queries the page ran
 * on the server, dehydrated into a JSON script, so that hydration renders exactly what the server
 * did without asking again. A failed query travels too (a product that is not found renders "No
 * product found." on both sides); its ApiError is sent as plain fields and revived here.
 */
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client";

export const SSR_STATE_ID = "ssr-state";

interface PlainApiError {
  apiError: true;
  status: number;
  message: string;
  code: string;
  fieldErrors: Record<string, string>;
  fromServer: boolean;
}

const plain = (error: unknown): PlainApiError | null =>
  error instanceof ApiError
    ? {
        apiError: true,
        status: error.status,
        message: error.message,
        code: error.code,
        fieldErrors: error.fieldErrors,
        fromServer: error.fromServer,
      }
    : null;

const revive = (error: unknown): unknown =>
  error && typeof error === "object" && (error as PlainApiError).apiError === true
    ? new ApiError(error as PlainApiError)
    : error;

/** The settled queries of a rendered page, fit for JSON (answers and API errors; nothing pending). */
export function dehydratePage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === "success" || plain(query.state.error) !== null,
  });
  for (const query of state.queries) {
    if (query.state.error) {
      const error = plain(query.state.error);
      query.state = { ...query.state, error: error as never, fetchFailureReason: error as never };
    }
  }
  return state;
}

/** Fills the browser's cache from the page's JSON script; false when the page was not server-rendered. */
export function hydrateFromPage(client: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return false;
  try {
    const state = JSON.parse(text) as DehydratedState;
    for (const query of state.queries) {
      if (query.state.error) {
        const error = revive(query.state.error);
        // The answer came with the page: current now by the browser's clock (a clock ahead of the
        // server's would otherwise find it old at once), and not invalidated. TanStack Query marks
        // every query that fails in the browser invalidated, so this is what tells the page's
        // answers apart (app/providers.tsx), until something invalidates them.
        query.state = {
          ...query.state,
          error: error as never,
          fetchFailureReason: error as never,
          errorUpdatedAt: Date.now(),
          isInvalidated: false,
        };
      }
    }
    hydrate(client, state);
    return true;
  } catch {
    return false;
  }
}
