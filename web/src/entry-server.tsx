/**
 * Server rendering of the storefront (decision 0017), built by `vite build --ssr` into
 * web/dist-ssr/ and loaded by the server (server/src/web.ts). A page is rendered with its data:
 * the queries its components ask for are run against the server's own API (the server hands in a
 * transport that answers without the network), the page is rendered again with their answers, and
 * the answers travel with the HTML for hydration (app/ssr/query-state.ts). The page is a guest's:
 * the signed-in header and the cart show after hydration, from the browser's storage.
 */
import { type Language, languagePrefix, type StoreSettings } from "@shop/contract";
import type { Query, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToStringAsync } from "preact-render-to-string";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "./app/providers";
import { routes } from "./app/routes";
import { AppReady } from "./app/ssr/app-ready";
import { isServerRendered } from "./app/ssr/match";
import { dehydratePage } from "./app/ssr/query-state";
import { loadLanguage } from "./lib/i18n";

export { setApiTransport } from "./lib/api-client";
export { isServerRendered };

/** One handler per language prefix (the router's basename, docs/decisions/0045-languages-and-messages.md). */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
const handlerFor = (basename: string) => {
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(routes, basename ? { basename } : undefined);
    handlers.set(basename, handler);
  }
  return handler;
};
/** Data that asks for more data (a page, then what it needs to show) settles within a few rounds. */
const MAX_DATA_ROUNDS = 3;

/**
 * The page's markup, by Preact's string renderer (the app runs on preact/compat, decision 0019):
 * it waits for what suspends (a page chunk not yet loaded) and throws what fails, so a page with a
 * failed part goes to the browser to render whole (the server logs why).
 */
const toHtml = async (element: React.ReactElement): Promise<string> => renderToStringAsync(element as never);

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === "function" ? enabled(query) !== false : enabled !== false;
};

/** Queries that rendering asked for and nobody has run yet. */
const waiting = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && isEnabled(query));

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** JSON of the page's data, for the `ssr-state` script. */
  state: string;
}

/**
 * Renders a storefront URL (path and query) as a guest would see it once its data has arrived, with
 * the store settings the server writes into the same page (given to this render only: renders
 * that overlap never see each other's).
 */
export async function renderPage(
  url: string,
  settings: StoreSettings,
  language: Language = "en",
): Promise<RenderedPage> {
  await loadLanguage(language);
  // A language the shop offers, but not its default, is under its prefix; the server asks for others
  // (a prefix the shop does not offer) in the default language, without a base: Page Not Found.
  const basename = settings.languages.includes(language) ? languagePrefix(language, settings.languages) : "";
  const handler = handlerFor(basename);
  const request = new Request(new URL(url, "http://localhost"));
  // The handler loads the page's lazy route before answering, so the render below does not wait for it.
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  // One answer is enough on the server: a failure is not asked again, by a retry or by the next
  // render's components, and the page renders its error as the browser will.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  const page = () => (
    <StrictMode>
      <AppProviders queryClient={client} settings={settings} language={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  let html = await toHtml(page());
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const queries = waiting(client);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    html = await toHtml(page());
  }
  return { html, state: JSON.stringify(dehydratePage(client)) };
}
