/**
 * Serves the built web app on the same origin: hashed assets cached for a year, index.html for every
 * page path with 200, and for every other path (and a product that is not on sale) with 404, so that
 * search engines and link checkers see what the app shows: Page Not Found, or No product found.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import fastifyStatic from "@fastify/static";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.js";
import { escapeHtmlAttribute, jsonForScript } from "./core/escape.js";
import type { App } from "./core/deps.js";
import { DEFAULT_DESCRIPTION, type PageLookups, pageOf } from "./page-head.js";
import { composePage, shellTemplate } from "./page-shell.js";
import { loadPageRenderer } from "./ssr.js";
import { htmlAttributes, languageLinks, pageAddress, rememberLanguage } from "./page-languages.js";
import { type Language, logoPaths, type StoreSettings, shopMoney } from "@shop/contract";

/**
 * The head's icons while the shop has a logo (docs/decisions/0041-the-shop-logo.md): its 32 px PNG as
 * the favicon and its 180 px one for phones' home screens; undefined keeps the app's favicon.
 */
export function iconTags(logo: string | null | undefined): string | undefined {
  const paths = logoPaths(logo);
  if (!paths) return undefined;
  return [
    `<link rel="icon" type="image/png" sizes="32x32" href="${escapeHtmlAttribute(paths.icon32)}" />`,
    `<link rel="apple-touch-icon" sizes="180x180" href="${escapeHtmlAttribute(paths.icon180)}" />`,
  ].join("\n    ");
}

export interface WebAppOptions extends PageLookups {
  /** The store settings the shell carries (the app reads them from it: no extra request). */
  settings(): Promise<StoreSettings>;
}

/** What the page shell is sent as, best first (q=0 in Accept-Encoding refuses one). */
const ENCODINGS: ("br" | "gzip")[] = ["br", "gzip"];

interface Shell {
  settingsJson: string;
  language: Language;
  /** The logo's icons for the head, or undefined: the app's own favicon (decision 0041). */
  icons: string | undefined;
  html: Buffer;
  shopName: string;
  encoded: { br: Buffer; gzip: Buffer };
}

export async function registerWebApp(app: App, config: Config, options: WebAppOptions) {
  const template = shellTemplate(fs.readFileSync(path.join(config.webDist, "index.html"), "utf8"));
  const shells = new Map<Language, Shell>();
  /** The page shell for these settings in a language, compressed once per change of the settings. */
  const shellFor = (settings: StoreSettings, language: Language): Shell => {
    const settingsJson = jsonForScript(settings);
    const kept = shells.get(language);
    if (kept?.settingsJson === settingsJson) return kept;
    const icons = iconTags(settings.logo);
    const text = composePage(template, {
      title: settings.shopName,
      description: DEFAULT_DESCRIPTION,
      settingsJson,
      icons,
      needsScript: true,
      language: htmlAttributes(language),
    });
    const html = Buffer.from(text);
    const shell: Shell = {
      settingsJson,
      language,
      icons,
      html,
      shopName: settings.shopName,
      encoded: {
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      },
    };
    shells.set(language, shell);
    return shell;
  };

  await app.register(fastifyStatic, {
    root: config.webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    // web/scripts/precompress.mjs writes .br and .gz next to each text asset at build time.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
      res.setHeader("Vary", "Accept-Encoding");
    },
  });

  const renderer = await loadPageRenderer(app, config.webDist);

  return {
    accepts(request: FastifyRequest) {
      const url = request.url;
      return (
        (request.method === "GET" || request.method === "HEAD") &&
        !url.startsWith("/api/") &&
        url !== "/api" &&
        !url.startsWith("/images/")
      );
    },
    async sendIndex(request: FastifyRequest, reply: FastifyReply) {
      const settings = await options.settings();
      const offered = settings.languages;
      // The page's language from its prefix (docs/decisions/0045-languages-and-messages.md).
      const address = pageAddress(request.url, offered, {
        cookie: request.headers.cookie,
        userAgent: request.headers["user-agent"],
      });
      if (address.kind === "redirect") {
        if (address.remember) reply.header("Set-Cookie", rememberLanguage(address.remember));
        return reply.header("Cache-Control", "no-cache").redirect(address.to, 302);
      }
      const language = address.kind === "page" ? address.language : (offered[0] ?? "en");
      if (address.kind === "page" && address.prefix) reply.header("Set-Cookie", rememberLanguage(language));
      const url = address.kind === "page" ? address.url : request.url;
      const current = shellFor(settings, language);
      const { found, head } =
        address.kind === "page"
          ? await pageOf(url, options, current.shopName, config.publicUrl, shopMoney(settings), language, address.prefix)
          : { found: false, head: undefined };
      const pathname = url.split("?", 1)[0] ?? "/";
      // The canonical link in the page's language, and its other languages (hreflang).
      const canonical = head?.tags ? /<link rel="canonical" href="([^"]*)" \/>/.exec(head.tags) : null;
      const canonicalPath = canonical?.[1]?.startsWith(config.publicUrl)
        ? canonical[1].slice(config.publicUrl.length).replace(/&amp;/g, "&") || "/"
        : pathname;
      const links = found ? languageLinks(config.publicUrl, canonicalPath, language, offered) : undefined;
      const tags = [head?.tags?.replace(/<link rel="canonical" href="[^"]*" \/>\s*/, ""), links]
        .filter(Boolean)
        .join("\n    ");
      // A storefront page the server renders works without JavaScript; should its rendering fail,
      // its shell must not tell a browser without scripts that it needs them.
      const serverRendered = renderer?.renders(pathname) === true;
      const rendered =
        request.method === "GET" && serverRendered
          ? await renderer!.render(request.url, settings, language)
          : undefined;
      const page =
        head || rendered || serverRendered || links
          ? composePage(template, {
              title: head?.title ?? current.shopName,
              description: head?.description || DEFAULT_DESCRIPTION,
              settingsJson: current.settingsJson,
              icons: current.icons,
              tags: tags || undefined,
              rendered,
              needsScript: !serverRendered,
              language: htmlAttributes(language),
            })
          : undefined;
      const encoding = negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as
        | (typeof ENCODINGS)[number]
        | null;
      reply
        .status(found ? 200 : 404)
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Encoding")
        .type("text/html; charset=utf-8");
      if (page !== undefined) {
        // Made per request: compressed quickly rather than smallest.
        if (encoding === "br")
          return reply
            .header("Content-Encoding", "br")
            .send(zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
        if (encoding === "gzip") return reply.header("Content-Encoding", "gzip").send(zlib.gzipSync(page));
        return reply.send(page);
      }
      if (!encoding) return reply.send(current.html);
      return reply.header("Content-Encoding", encoding).send(current.encoded[encoding]);
    },
  };
}
