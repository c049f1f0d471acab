/**
 * Names customers trust (docs/product/api.md §7): a seller's display name is unique among sellers
 * whatever its case and spaces, and cannot pass for the shop or another seller.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_NAME: "Marigold Market" });
  a = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  b = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
});
afterAll(async () => {
  await ctx?.close();
});

const setName = (seller: TestUser, displayName: string | null) =>
  ctx.app.inject({ method: "PUT", url: "/api/seller/profile", headers: seller.auth, payload: { displayName } });

describe("a seller's display name", () => {
  it("is unique among sellers whatever its case and spaces", async () => {
    expect((await setName(a, "Tea House")).statusCode).toBe(200);
    for (const same of ["tea house", "  TEA   HOUSE ", "TeaHouse", "ｔｅａ ｈｏｕｓｅ"]) {
      const res = await setName(b, same);
      expect(res.statusCode, same).toBe(409);
      expect(res.json()).toMatchObject({
        message: "Another seller already uses this display name",
        fieldErrors: { displayName: "Another seller already uses this display name" },
      });
    }
    // The seller's own name is no obstacle to a change of its case.
    expect((await setName(a, "TEA HOUSE")).statusCode).toBe(200);
    // Two sellers taking one free name at once: one gets it.
    const c = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const both = await Promise.all([setName(b, "Rug Corner"), setName(c, "rug corner")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("is not the shop's name, not another seller's default label, and has no direction-changing characters", async () => {
    const cases: [string, string][] = [
      ["marigold  market", "Display name may not be the shop's name"],
      [`Seller ${a.id}`, "Display name may not be another seller's label (Seller and a number)"],
      [`seller${a.id + 1000}`, "Display name may not be another seller's label (Seller and a number)"],
      ["Tea\u202Eesuoh", "Display name may not contain characters that change the text's direction"],
      ["Rugs\u2066 and more", "Display name may not contain characters that change the text's direction"],
    ];
    const profile = async () => (await ctx.app.inject({ url: "/api/seller/profile", headers: b.auth })).json();
    const before = await profile();
    for (const [name, message] of cases) {
      const res = await setName(b, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fieldErrors?.displayName, name).toBe(message);
    }
    expect(await profile()).toEqual(before);
  });
});
