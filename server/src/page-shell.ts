/**
 * The page shell: web/index.html as Vite built it, with three placeholders the server fills in
 * (written in web/index.html, so nothing here guesses at Vite's output with patterns):
 *
 * - `<!--app-head-->`: the page's title and description, the store settings' JSON script and the
 *   page's own tags (canonical URL, Open Graph, JSON-LD: page-head.ts);
 * - `<!--app-html-->`, inside #root: the server-rendered page (ssr.ts), or, for a page only the
 *   browser renders, a `<noscript>` saying so (the app replaces it when it renders), or nothing;
 * - `<!--app-state-->`: the server-rendered page's data in the `ssr-state` script, or nothing.
 *
 * A server-rendered page is readable before its script runs, so its script is asked for after the
 * first paint (decision 0017): in its shell the entry's `<script type="module">` becomes
 * web/public/boot.js and the entry's `modulepreload` links become boot.js's data. Which tags those are
 * is read once, at start-up, by an HTML parser (node-html-parser).
 */
import { parse } from "node-html-parser";
import { escapeHtmlAttribute, escapeHtmlText, scriptSafeJson } from "./core/escape.js";

export const PLACEHOLDERS = ["<!--app-head-->", "<!--app-html-->", "<!--app-state-->"] as const;

/** The shell cut at its placeholders: the text before the head, before the page, before its data, and after. */
type Parts = readonly [string, string, string, string];

export interface ShellTemplate {
  /** For pages the browser renders (the entry script in the head, as Vite wrote it). */
  plain: Parts;
  /** For server-rendered pages: the entry and its preloads handed to boot.js. */
  deferred: Parts;
}

function cut(html: string): Parts {
  const parts: string[] = [];
  let rest = html;
  for (const placeholder of PLACEHOLDERS) {
    const at = rest.indexOf(placeholder);
    if (at < 0 || rest.indexOf(placeholder, at + placeholder.length) >= 0) {
      throw new Error(
        `The web app's index.html must hold ${placeholder} exactly once, after the previous placeholder (web/index.html writes ${PLACEHOLDERS.join(", ")})`,
      );
    }
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + placeholder.length);
  }
  parts.push(rest);
  return parts as unknown as Parts;
}

/** The shell with the entry script replaced by boot.js, which loads the entry and its preloads after the first paint. */
function deferScripts(html: string): string {
  const head = parse(html, { comment: true }).querySelector("head");
  const entry = head?.querySelector('script[type="module"][src]');
  if (!head || !entry) return html;
  const preloads = head.querySelectorAll('link[rel="modulepreload"][href]');
  const boot = `<script src="/boot.js" data-entry="${escapeHtmlAttribute(entry.getAttribute("src") ?? "")}" data-preload="${escapeHtmlAttribute(preloads.map((link) => link.getAttribute("href")).join(" "))}" defer></script>`;
  // Replaced and removed by their places in the source, from the end, so every other byte stays as built.
  const edits = [{ range: entry.range, text: boot }, ...preloads.map((link) => ({ range: link.range, text: "" }))].sort(
    (a, b) => b.range[0] - a.range[0],
  );
  let out = html;
  for (const { range, text } of edits) {
    // A removed link takes the line's indentation with it.
    const start = text === "" ? out.slice(0, range[0]).search(/\s*$/) : range[0];
    out = out.slice(0, start) + text + out.slice(range[1]);
  }
  return out;
}

/** Reads the built index.html once. Throws when a placeholder is missing (a shell from elsewhere). */
export function shellTemplate(indexHtml: string): ShellTemplate {
  return { plain: cut(indexHtml), deferred: cut(deferScripts(indexHtml)) };
}

export interface ShellContent {
  title: string;
  description: string;
  /** The store settings as JSON, already safe inside a <script> (core/escape.ts). */
  settingsJson: string;
  /** Further tags for the head, already escaped. */
  tags?: string;
  /** Icon links that take the place of the app's favicon (the shop's logo, decision 0041), already escaped. */
  icons?: string;
  /** A server-rendered page: the markup of #root and its data as JSON. */
  rendered?: { html: string; state: string };
  /** A page only the browser renders: #root says so to browsers without JavaScript. */
  needsScript?: boolean;
  /** `<html lang dir>` of the page's language (docs/decisions/0045-languages-and-messages.md); the shell's as built when absent. */
  language?: { lang: string; dir: "ltr" | "rtl" };
}

/**
 * What a page the browser renders (cart, checkout, account, sign-in, the back office) says where
 * JavaScript is off, instead of a blank page: the storefront's lists and product pages work without it
 * (decision 0025), these do not. Inline styles: the app's CSS holds only the classes the app uses.
 */
const NEEDS_SCRIPT =
  "<noscript><div style=\"max-width:36rem;margin:4rem auto;padding:0 1.5rem;font-family:'Inter Variable',system-ui,sans-serif;line-height:1.5;color:#44403c\">" +
  '<h1 style="font-size:1.5rem;font-weight:600;color:#1c1917">This page needs JavaScript</h1>' +
  '<p style="margin-top:.75rem">Your cart, the checkout, your account and the sellers&#39; pages run in your browser. Turn JavaScript on and reload this page.</p>' +
  '<p style="margin-top:.75rem">The products can be browsed without it: <a href="/products" style="color:#b45309">see all products</a>.</p>' +
  "</div></noscript>";

/** The page: the shell's placeholders filled in. */
export function composePage(template: ShellTemplate, content: ShellContent): string {
  const { rendered } = content;
  const [shellHead, beforeHtml, beforeState, after] = rendered ? template.deferred : template.plain;
  // The shop's logo names its icons where the app's favicon was (docs/decisions/0041-the-shop-logo.md).
  const withIcons = content.icons ? shellHead.replace(/<link rel="icon"[^>]*>/, () => content.icons ?? "") : shellHead;
  const { language } = content;
  const beforeHead = language
    ? withIcons.replace(
        /<html\b[^>]*>/i,
        `<html lang="${escapeHtmlAttribute(language.lang)}" dir="${escapeHtmlAttribute(language.dir)}">`,
      )
    : withIcons;
  const head = [
    `<title>${escapeHtmlText(content.title)}</title>`,
    `<meta name="description" content="${escapeHtmlAttribute(content.description)}" />`,
    `<script id="shop-settings" type="application/json">${content.settingsJson}</script>`,
    ...(content.tags ? [content.tags] : []),
  ].join("\n    ");
  const state = rendered
    ? `<script id="ssr-state" type="application/json">${scriptSafeJson(rendered.state)}</script>`
    : "";
  const html = rendered?.html ?? (content.needsScript ? NEEDS_SCRIPT : "");
  return beforeHead + head + beforeHtml + html + beforeState + state + after;
}
