/** Each escaping function on hostile strings: what it must turn into entities or escapes, and what it keeps. */
import { describe, expect, it } from "vitest";
import { escapeHtmlAttribute, escapeHtmlText, escapeXml, jsonForScript, scriptSafeJson } from "./escape.js";

const HOSTILE = `</title><script>alert('x')</script> "q" & &amp; <!-- --> \u2028\u2029 $& $1`;

describe("escaping", () => {
  it("HTML text: & < > become entities, quotes stay, an entity is escaped again", () => {
    expect(escapeHtmlText(HOSTILE)).toBe(
      `&lt;/title&gt;&lt;script&gt;alert('x')&lt;/script&gt; "q" &amp; &amp;amp; &lt;!-- --&gt; \u2028\u2029 $&amp; $1`,
    );
    expect(escapeHtmlText("Tiny <Shop>")).toBe("Tiny &lt;Shop&gt;");
    expect(escapeHtmlText("plain text")).toBe("plain text");
  });

  it("HTML attribute: & < > \" ' become entities", () => {
    expect(escapeHtmlAttribute(HOSTILE)).toBe(
      "&lt;/title&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;q&quot; &amp; &amp;amp; &lt;!-- --&gt; \u2028\u2029 $&amp; $1",
    );
    expect(escapeHtmlAttribute(`" onload="x`)).toBe("&quot; onload=&quot;x");
    expect(escapeHtmlAttribute("' onload='x")).toBe("&#39; onload=&#39;x");
    expect(escapeHtmlAttribute("https://shop.test/reset-password/a_b-c?x=1&y=2")).toBe(
      "https://shop.test/reset-password/a_b-c?x=1&amp;y=2",
    );
  });

  it("XML: the five predefined entities", () => {
    expect(escapeXml(`https://shop.test/products?a=1&b="2"&c='3'<>`)).toBe(
      "https://shop.test/products?a=1&amp;b=&quot;2&quot;&amp;c=&apos;3&apos;&lt;&gt;",
    );
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("JSON in a <script>: < > & U+2028 U+2029 escaped, the same value once parsed", () => {
    const value = { name: HOSTILE, nested: ["</script>", "<!--", "-->"], n: 1 };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u2028\\u2029");
    expect(JSON.parse(json)).toEqual(value);
    // Evaluated as JavaScript it is the same value too (the separators were line ends before ES2019).
    expect(new Function(`return ${json};`)()).toEqual(value);
    expect(jsonForScript(undefined)).toBe("null");
    expect(jsonForScript("$&")).toBe('"$\\u0026"');
  });

  it("JSON text already serialised (the page's data) gets the same escapes", () => {
    const text = JSON.stringify({ html: "<b>&</b>\u2028" });
    expect(scriptSafeJson(text)).toBe('{"html":"\\u003cb\\u003e\\u0026\\u003c/b\\u003e\\u2028"}');
    expect(JSON.parse(scriptSafeJson(text))).toEqual(JSON.parse(text));
  });
});
