import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { isApiError } from "../lib/api-client";
import { currentUserQueryKey } from "../lib/current-user";
import { subscribeSessionUser } from "../lib/session";

const MAX_RETRIES = 2;

/** Retrying cannot fix a 4xx answer (bad input, no access, not found); network blips and 5xx get two retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
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
