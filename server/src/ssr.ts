/**
 * The storefront's server rendering (decision 0017): loads the web app's server bundle
 * (web/dist-ssr/entry-server.js, built next to web/dist) and lets it ask this server's own API
 * through `inject`, in process, without the network and as a guest (no token is passed on).
 * Without the bundle (a server built without the web app, the server tests) pages are sent as the
 * shell and the browser renders them, as before.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language, StoreSettings } from "@shop/contract";
import type { App } from "./core/deps.js";

interface ServerBundle {
  renderPage(url: string, settings: StoreSettings, language: Language): Promise<{ html: string; state: string }>;
  isServerRendered(pathname: string): boolean;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

export interface PageRenderer {
  /** Whether this path's page is rendered here. */
  renders(pathname: string): boolean;
  /**
   * The page's markup and data in a language (`url` with its language prefix, if any), or undefined
   * when rendering failed or took too long (the shell is sent).
   */
  render(
    url: string,
    settings: StoreSettings,
    language: Language,
  ): Promise<{ html: string; state: string } | undefined>;
}

/** Longer than any storefront page takes; past it the shopper gets the shell rather than waiting. */
const RENDER_TIMEOUT_MS = 3000;

/**
 * The language of the page being rendered: its API reads ask for it (`Accept-Language`), so that the
 * texts sellers and owners wrote in it come in it (decision 0054); renders run side by side.
 */
const renderLanguage = new AsyncLocalStorage<Language>();

export async function loadPageRenderer(app: App, webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, "..", "dist-ssr", "entry-server.js");
  if (!fs.existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as ServerBundle;
  bundle.setApiTransport(async (url, init) => {
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET") throw new Error(`A server-rendered page may only read (${method} ${url})`);
    const language = renderLanguage.getStore();
    const headers = { accept: "application/json", ...(language ? { "accept-language": language } : {}) };
    const answer = await app.inject({ method: "GET", url, headers });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  });
  return {
    renders: (pathname) => bundle.isServerRendered(pathname),
    async render(url, settings, language) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
      });
      try {
        return await Promise.race([renderLanguage.run(language, () => bundle.renderPage(url, settings, language)), late]);
      } catch (error) {
        app.log.error({ err: error, url }, "server rendering failed; the page is sent for the browser to render");
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
