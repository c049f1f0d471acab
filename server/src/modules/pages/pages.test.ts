import { PAGE_MARKDOWN_MAX, ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
});
afterAll(async () => {
  await ctx?.close();
});

const read = (slug: string) => ctx.app.inject({ method: "GET", url: `/api/public/pages/${slug}` });
const write = (slug: string, markdown: unknown, user: TestUser | null = admin) =>
  ctx.app.inject({
    method: "PUT",
    url: `/api/admin/pages/${slug}`,
    headers: user?.auth ?? {},
    payload: { markdown } as object,
  });

describe("owner pages", () => {
  it("are empty until written, at three stable slugs", async () => {
    for (const [slug, title] of [
      ["about", "About Us"],
      ["privacy", "Privacy Policy"],
      ["terms", "Terms of Service"],
    ]) {
      const res = await read(slug!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ slug, title, markdown: "", html: "", updatedAt: null });
    }
    expect((await read("contact")).statusCode).toBe(400);
  });

  it("render Markdown, and raw HTML, scripts and script links only as text", async () => {
    const markdown = [
      "## Our story",
      "",
      "We sell **good** things. [Write to us](mailto:hi@example.com) or see [our blog](https://blog.example.com).",
      "",
      '<script>alert("x")</script>',
      "",
      '<img src=x onerror="alert(1)">',
      "",
      "[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)",
      "",
      "- one",
      "- two",
    ].join("\n");
    const res = await write("about", markdown);
    expect(res.statusCode).toBe(200);
    const page = (await read("about")).json();
    expect(page.markdown).toBe(markdown);
    expect(page.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const html = page.html as string;
    expect(html).toContain("<h2>Our story</h2>");
    expect(html).toContain("<strong>good</strong>");
    expect(html).toContain('<a href="mailto:hi@example.com">Write to us</a>');
    expect(html).toContain('<a href="https://blog.example.com" rel="noopener noreferrer nofollow" target="_blank">');
    expect(html).toContain("<li>one</li>");
    // Nothing runs: tags are text, dangerous links are not links.
    expect(html).not.toMatch(/<script|<img|<[^>]*onerror=|href="(javascript|data):/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("[click me](javascript:alert(1))");
  });

  it("are written by admins only, with a length limit, and preview without saving", async () => {
    expect((await write("terms", "Be nice.", null)).statusCode).toBe(401);
    expect((await write("terms", "Be nice.", seller)).statusCode).toBe(403);
    const long = await write("terms", "x".repeat(PAGE_MARKDOWN_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.markdown).toBe("A page can have at most 20,000 characters");
    expect((await write("terms", 42)).statusCode).toBe(400);
    expect((await write("nope", "Hello")).statusCode).toBe(400);
    expect((await read("terms")).json().markdown).toBe("");

    const preview = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/pages/preview",
      headers: admin.auth,
      payload: { markdown: "# Terms\n\n<b>bold?</b>" },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toBe("<h1>Terms</h1>\n<p>&lt;b&gt;bold?&lt;/b&gt;</p>\n");
    expect((await read("terms")).json().markdown).toBe("");
    const sellerPreview = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/pages/preview",
      headers: seller.auth,
      payload: { markdown: "x" },
    });
    expect(sellerPreview.statusCode).toBe(403);
  });
});
