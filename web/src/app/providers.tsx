import { EMPTY_STORE_SETTINGS, type Language, type StoreSettings } from "@shop/contract";
import { type Query, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { isClientError } from "../lib/api-client";
import { currentUserQueryKey } from "../lib/current-user";
import { LanguageProvider } from "../lib/i18n";
import { subscribeSessionUser } from "../lib/session";
import { ShopSettingsProvider } from "../lib/shop-settings";

const MAX_RETRIES = 2;
/** How long an answer stays current: its data is not asked for again, nor an error the page came with. */
const ANSWER_FRESH_MS = 30_000;

/** Retrying cannot fix a 4xx answer; network blips and 5xx get two retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * A component mounting a failed query asks again (TanStack Query's default), except for a 4xx the
 * server-rendered page came with, while it is current and nobody invalidated it: that is the answer
 * the page shows ("No product found.", a list's red box), and asking again would put a skeleton in
 * its place before showing the same answer. A 5xx the page came with is asked again.
 */
function retryOnMount(query: Query): boolean {
  const { error, errorUpdatedAt, isInvalidated } = query.state;
  // Only the page's answers fail without being invalidated (app/ssr/query-state.ts).
  const pageAnswer = !isInvalidated && Date.now() - errorUpdatedAt < ANSWER_FRESH_MS;
  return !(isClientError(error) && pageAnswer);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryOnMount, staleTime: ANSWER_FRESH_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The store settings this page is rendered with (the defaults when absent, as in `vite dev` and tests). */
  settings?: StoreSettings;
  /** The page's language (its prefix, or the shop's default); English when absent (tests). */
  language?: Language;
}

/**
 * App-wide providers. Queries whose data belongs to the signed-in user should include the user id
 * in their key (["cart", user.id]) so that a sign-out or account switch never shows stale data.
 */
export function AppProviders({
  children,
  queryClient,
  settings = EMPTY_STORE_SETTINGS,
  language = "en",
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  useEffect(
    () =>
      subscribeSessionUser((user) => {
        if (!user) client.removeQueries({ queryKey: currentUserQueryKey });
      }),
    [client],
  );

  return (
    <QueryClientProvider client={client}>
      <LanguageProvider language={language}>
        <ShopSettingsProvider settings={settings}>{children}</ShopSettingsProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
