/** The page shell's placeholders, on an index.html shaped as Vite builds web/index.html. */
import { describe, expect, it } from "vitest";
import { composePage, shellTemplate } from "./page-shell.js";
import { iconTags } from "./web.js";

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/api-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`;

const content = {
  title: "Tiny <Shop>",
  description: "Fine & cheap",
  settingsJson: '{"shopName":"Tiny \\u003cShop\\u003e"}',
};

describe("the page shell", () => {
  it("fills the head, leaves the data empty and says in #root, for browsers without JavaScript, that a page the browser renders needs it", () => {
    const page = composePage(shellTemplate(BUILT), { ...content, needsScript: true });
    expect(page).toContain(
      [
        "<title>Tiny &lt;Shop&gt;</title>",
        '<meta name="description" content="Fine &amp; cheap" />',
        '<script id="shop-settings" type="application/json">{"shopName":"Tiny \\u003cShop\\u003e"}</script>',
      ].join("\n    "),
    );
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/api-ghi.js">');
    expect(page).toMatch(
      /<div id="root"><noscript>.*This page needs JavaScript.*<\/noscript><\/div>\n {4}\n {2}<\/body>/,
    );
    expect(page).not.toContain("<!--app-");
    // A storefront page whose server rendering failed is still one that works without JavaScript.
    expect(composePage(shellTemplate(BUILT), content)).toContain('<div id="root"></div>');
  });

  it("puts a rendered page in #root, its data after it, and hands the entry and its preloads to boot.js", () => {
    const page = composePage(shellTemplate(BUILT), {
      ...content,
      tags: '<link rel="canonical" href="http://shop.test/" />',
      rendered: { html: "<main>$& $1 Hello</main>", state: '{"q":"</script><!--"}' },
    });
    expect(page).toContain('<div id="root"><main>$& $1 Hello</main></div>');
    expect(page).toContain(
      '<script id="ssr-state" type="application/json">{"q":"\\u003c/script\\u003e\\u003c!--"}</script>',
    );
    expect(page).toContain('<link rel="canonical" href="http://shop.test/" />');
    expect(page).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/runtime-def.js /assets/api-ghi.js" defer></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">',
    );
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload");
  });

  it("refuses a shell without its placeholders, or with one twice", () => {
    expect(() => shellTemplate("<html><head><title>X</title></head><body><div id=root></div></body></html>")).toThrow(
      /<!--app-head-->/,
    );
    expect(() => shellTemplate(BUILT.replace("<!--app-state-->", "<!--app-state--><!--app-state-->"))).toThrow(
      /<!--app-state--> exactly once/,
    );
  });

  it("names the shop's logo as the icons where the app's favicon was, and keeps the favicon without a logo (decision 0041)", () => {
    const logo = "/images/0123456789abcdef-1024.webp";
    const icons = iconTags(logo);
    for (const rendered of [undefined, { html: "<main></main>", state: "{}" }]) {
      const page = composePage(shellTemplate(BUILT), { ...content, icons, rendered });
      expect(page).toContain(
        '<link rel="icon" type="image/png" sizes="32x32" href="/images/0123456789abcdef-icon-32.png" />',
      );
      expect(page).toContain(
        '<link rel="apple-touch-icon" sizes="180x180" href="/images/0123456789abcdef-icon-180.png" />',
      );
      expect(page).not.toContain("favicon.svg");
      expect(page.indexOf("icon-32.png")).toBeLessThan(page.indexOf("</head>"));
    }
    expect(iconTags(null)).toBeUndefined();
    expect(iconTags("https://example.com/logo.png")).toBeUndefined();
    const plain = composePage(shellTemplate(BUILT), { ...content, icons: iconTags(null) });
    expect(plain).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(plain).not.toContain("apple-touch-icon");
  });
});
