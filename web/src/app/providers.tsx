import { type Query, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { isApiError } from "../lib/api-client";
import { currentUserQueryKey } from "../lib/current-user";
import { subscribeSessionUser } from "../lib/session";

const MAX_RETRIES = 2;
/** How long an answer stays current: its data is not asked for again, and a 4xx stays the answer. */
const ANSWER_FRESH_MS = 30_000;

/** An answer no retry can change: bad input, no access, not found. */
const isClientError = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** Retrying cannot fix a 4xx answer; network blips and 5xx get two retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * A component mounting a query that failed asks again, unless the failure is a 4xx still current:
 * then it is the answer. The page the server rendered with "No product found." or a list's error box
 * hydrates with that answer (asking again would put a skeleton in its place first), and the server's
 * last render shows it instead of a skeleton. An older 4xx, a network failure or a 5xx is asked again.
 */
function retryOnMount(query: Query): boolean {
  const { error, errorUpdatedAt } = query.state;
  return !(isClientError(error) && Date.now() - errorUpdatedAt < ANSWER_FRESH_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryOnMount, staleTime: ANSWER_FRESH_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * App-wide providers. Queries whose data belongs to the signed-in user should include the user id
 * in their key (["cart", user.id]) so that a sign-out or account switch never shows stale data.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  useEffect(
    () =>
      subscribeSessionUser((user) => {
        if (!user) client.removeQueries({ queryKey: currentUserQueryKey });
      }),
    [client],
  );

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
