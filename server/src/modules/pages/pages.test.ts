import { MAX_OWN_PAGES, PAGE_MARKDOWN_MAX, ROLES } from "@shop/contract";
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
    // Any other address is a page the owner may add: none yet (404); one that cannot be is a 400.
    expect((await read("contact")).statusCode).toBe(404);
    expect((await read("Contact")).statusCode).toBe(400);
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

  const send = (method: "PUT" | "DELETE" | "GET", url: string, payload?: object, user: TestUser | null = admin) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

  it("of the owner's own are added with a title, listed after the three, and deleted again (decision 0037)", async () => {
    const made = await send("PUT", "/admin/pages/impressum", { title: " Impressum ", markdown: "## Who we are" });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ slug: "impressum", title: "Impressum", html: "<h2>Who we are</h2>\n" });
    expect((await read("impressum")).json()).toMatchObject({ slug: "impressum", title: "Impressum" });
    // A later write without a title keeps it; one with a title changes it.
    expect((await send("PUT", "/admin/pages/impressum", { markdown: "Again" })).json().title).toBe("Impressum");
    await send("PUT", "/admin/pages/shipping-2", { title: "Delivery", markdown: "Two days." });

    const listed = await send("GET", "/public/pages", undefined, null);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .content.map((p: { slug: string; title: string; path: string; builtIn: boolean }) => [
          p.slug,
          p.title,
          p.path,
          p.builtIn,
        ]),
    ).toEqual([
      ["about", "About Us", "/about", true],
      ["privacy", "Privacy Policy", "/privacy", true],
      ["terms", "Terms of Service", "/terms", true],
      ["shipping-2", "Delivery", "/pages/shipping-2", false],
      ["impressum", "Impressum", "/pages/impressum", false],
    ]);
    const forAdmins = await send("GET", "/admin/pages");
    expect(forAdmins.json().content).toEqual(listed.json().content);
    expect((await send("GET", "/admin/pages", undefined, seller)).statusCode).toBe(403);

    // The three stay; deleting one of the owner's removes it; an unknown one is a 404.
    const kept = await send("DELETE", "/admin/pages/about");
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(
      "About Us, Privacy Policy and Terms of Service cannot be deleted: write them instead",
    );
    expect((await send("DELETE", "/admin/pages/impressum", undefined, seller)).statusCode).toBe(403);
    expect((await send("DELETE", "/admin/pages/impressum")).json()).toEqual({ message: "Page deleted" });
    expect((await read("impressum")).statusCode).toBe(404);
    expect((await send("DELETE", "/admin/pages/impressum")).statusCode).toBe(404);
    expect((await send("DELETE", "/admin/pages/shipping-2")).statusCode).toBe(200);
  });

  it("of the owner's own are refused without a title, at an address that cannot be, or past the limit", async () => {
    const untitled = await send("PUT", "/admin/pages/returns", { markdown: "x" });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fieldErrors.title).toBe("Give the page a title");
    for (const slug of ["a", "x".repeat(41), "Returns", "re_turns", "r%C3%BCckgabe"]) {
      const res = await send("PUT", `/admin/pages/${slug}`, { title: "Returns", markdown: "x" });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().message, slug).toMatch(/2 to 40 lowercase letters, digits and hyphens/);
    }
    const long = await send("PUT", "/admin/pages/returns", { title: "x".repeat(61), markdown: "x" });
    expect(long.json().fieldErrors.title).toBe("A page's title can have at most 60 characters");
    expect((await send("PUT", "/admin/pages/returns", { title: "Returns", markdown: "x" }, seller)).statusCode).toBe(
      403,
    );
    expect((await read("returns")).statusCode).toBe(404);

    for (let i = 0; i < MAX_OWN_PAGES; i++)
      expect((await send("PUT", `/admin/pages/p-${i}`, { title: `P ${i}`, markdown: "x" })).statusCode).toBe(200);
    const tooMany = await send("PUT", "/admin/pages/one-more", { title: "One more", markdown: "x" });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`A shop can have at most ${MAX_OWN_PAGES} pages of its own: delete one first`);
    // Rewriting one that exists is still allowed.
    expect((await send("PUT", "/admin/pages/p-0", { markdown: "y" })).statusCode).toBe(200);
    for (let i = 0; i < MAX_OWN_PAGES; i++) await send("DELETE", `/admin/pages/p-${i}`);
  });
});
