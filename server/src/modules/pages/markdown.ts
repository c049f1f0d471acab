/**
 * Markdown to HTML for the owner's pages (docs/decisions/0014-owner-pages.md): markdown-it with raw
 * HTML off (a tag in the text is shown as text), its link check on (no javascript:, vbscript:, file:
 * or data: links), links to other sites opened with rel="noopener noreferrer nofollow".
 */
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) {
    token.attrSet("rel", "noopener noreferrer nofollow");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(markdown: string): string {
  return markdown.trim() === "" ? "" : md.render(markdown);
}
