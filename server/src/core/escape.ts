/**
 * Escaping for everything the server writes into markup by hand: page heads, the page shell, mails
 * and the sitemap. One function per context; each escapes what can end or change its context, and
 * nothing depends on the order of the replacements (`&` is replaced in the same pass as the rest).
 */

const HTML_TEXT: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const HTML_ATTRIBUTE: Record<string, string> = { ...HTML_TEXT, '"': "&quot;", "'": "&#39;" };
const XML: Record<string, string> = { ...HTML_TEXT, '"': "&quot;", "'": "&apos;" };

/** Text between tags (a title, a paragraph of a mail): no tag or entity can start in it. */
export const escapeHtmlText = (text: string) => text.replace(/[&<>]/g, (c) => HTML_TEXT[c]!);

/** An attribute's value, quoted with " or ': it cannot end the value, start a tag or an entity. */
export const escapeHtmlAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ATTRIBUTE[c]!);

/** XML text or attribute value (the sitemap): the five predefined entities. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML[c]!);

const SCRIPT_JSON: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON text made safe inside a <script> element: no "</script>", "<!--" or "-->" can end or change the
 * element, no "&" reads as an entity where the script is parsed as XHTML, and the line and paragraph
 * separators (valid in JSON strings, line ends in older JavaScript) are escaped too. The result is the
 * same JSON: every replacement is an escape inside a string, where alone these characters can occur.
 */
export const scriptSafeJson = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_JSON[c]!);

/** A value as JSON for a <script> element (JSON-LD, the page's settings and data); `undefined` is null. */
export const jsonForScript = (value: unknown) => scriptSafeJson(JSON.stringify(value) ?? "null");
