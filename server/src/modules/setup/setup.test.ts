/**
 * An empty shop (SEED_DEMO=false, only the admin of ADMIN_*) shows nothing it does not have, and its
 * admin's checklist ticks each step as it is done (docs/product/api.md §9).
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../../seed/start.js";
import { createTestApp, createUser, signIn, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
type Caller = { auth: Record<string, string> };
let owner: Caller;

beforeAll(async () => {
  ctx = await createTestApp({
    SEED_DEMO: "false",
    ADMIN_USERNAME: "owner",
    ADMIN_EMAIL: "owner@shop.test",
    ADMIN_PASSWORD: "ownerPass1",
  });
  // What the server does at start.
  expect(await prepareDatabase(ctx.database.db, ctx.app.deps.config)).toBe(false);
  owner = { auth: { authorization: `Bearer ${await signIn(ctx, "owner", "ownerPass1")}` } };
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, user?: Caller) =>
  ctx.app.inject({ method: "GET", url: `/api${url}`, headers: user?.auth ?? {} });
const send = (method: "POST" | "PUT", url: string, user: Caller, payload: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: user.auth, payload });
const checklist = async () => {
  const res = await get("/admin/setup", owner);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { key: string; done: boolean; link: string }[]; done: boolean };
  return { ...body, ticked: Object.fromEntries(body.items.map((i) => [i.key, i.done])) };
};

describe("an empty shop", () => {
  it("has no category, product, hero, banner, reason or testimonial of its own making", async () => {
    expect((await get("/public/categories")).json().totalElements).toBe(0);
    expect((await get("/public/products")).json().totalElements).toBe(0);
    const settings = (await get("/public/settings")).json();
    expect(settings).toMatchObject({ hero: null, banners: [], whyChooseUs: [], testimonials: [], tagline: "" });
    // Only the owner's account exists.
    expect((await get("/admin/users", owner)).json().totalElements).toBe(1);
  });

  it("gives the admin a checklist that ticks each step as it is done", async () => {
    const start = await checklist();
    expect(start.items.map((i) => [i.key, i.link])).toEqual([
      ["settings", "/admin/settings"],
      ["categories", "/admin/categories"],
      ["seller", "/admin/users"],
      ["product", "/seller/products"],
      ["pages", "/admin/pages"],
    ]);
    expect(start.done).toBe(false);
    expect(Object.values(start.ticked).every((d) => d === false)).toBe(true);

    const settings = (await get("/public/settings")).json();
    expect((await send("PUT", "/admin/settings", owner, { ...settings, contactEmail: "hi@tea.test" })).statusCode).toBe(
      200,
    );
    expect((await checklist()).ticked.settings).toBe(true);

    const tea = await send("POST", "/public/categories", owner, { categoryName: "Tea" });
    expect(tea.statusCode, tea.body).toBe(201);
    expect((await checklist()).ticked.categories).toBe(true);

    const seller = await createUser(ctx);
    const roles = await send("PUT", `/admin/users/${seller.id}/roles`, owner, { roles: [ROLES.user, ROLES.seller] });
    expect(roles.statusCode, roles.body).toBe(200);
    expect((await checklist()).ticked.seller).toBe(true);

    const asSeller = { auth: { authorization: `Bearer ${await signIn(ctx, seller.username, seller.password)}` } };
    const product = await send("POST", `/admin/categories/${tea.json().categoryId}/products`, asSeller, {
      productName: "Green tea",
      description: "Loose leaf, 100 g",
      price: 6,
      quantity: 10,
    });
    expect(product.statusCode, product.body).toBe(201);
    expect((await checklist()).ticked.product).toBe(true);

    for (const slug of ["about", "privacy"]) {
      expect((await send("PUT", `/admin/pages/${slug}`, owner, { markdown: `# ${slug}` })).statusCode).toBe(200);
    }
    expect((await checklist()).ticked.pages).toBe(false);
    await send("PUT", "/admin/pages/terms", owner, { markdown: "# Terms" });
    const end = await checklist();
    expect(end.ticked.pages).toBe(true);
    expect(end.done).toBe(true);
  });

  it("keeps the checklist to admins", async () => {
    const customer: TestUser = await createUser(ctx);
    expect((await get("/admin/setup", customer)).statusCode).toBe(403);
    expect((await get("/admin/setup")).statusCode).toBe(401);
  });
});
