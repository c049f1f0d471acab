// The shop's languages in its store settings (docs/decisions/0045-languages-and-messages.md).
import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings } from "@shop/contract";
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

const read = async () => (await ctx.app.inject({ method: "GET", url: "/api/public/settings" })).json() as StoreSettings;
const save = (payload: object, user: TestUser = admin) =>
  // In English: the shop's default is German for a while below, and the API answers in it.
  ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { ...user.auth, "accept-language": "en" },
    payload,
  });
const { currencyDigits: _, shippingZones: __, ...change } = EMPTY_STORE_SETTINGS;

describe("the shop's languages", () => {
  it("are English alone until the owner offers more", async () => {
    expect((await read()).languages).toEqual(["en"]);
  });

  it("are an ordered list the admin sets, the first the default, kept by a change that leaves them out", async () => {
    expect((await save({ ...change, languages: ["de", "en", "ar"] }, seller)).statusCode).toBe(403);
    const res = await save({ ...change, languages: ["de", "en", "ar"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().languages).toEqual(["de", "en", "ar"]);
    expect((await read()).languages).toEqual(["de", "en", "ar"]);
    const { languages: ___, ...withoutLanguages } = change;
    expect((await save({ ...withoutLanguages, tagline: "Still three" })).statusCode).toBe(200);
    expect((await read()).languages).toEqual(["de", "en", "ar"]);
  });

  it("refuse an empty list, an unknown code and a code twice with a message naming it, and change nothing", async () => {
    const before = await read();
    const cases: [unknown, string, string][] = [
      [[], "languages", MSG.languagesRequired],
      [["en", "fr"], "languages.1", MSG.languageUnknown("fr")],
      [["EN"], "languages.0", MSG.languageUnknown("EN")],
      [["de", "de"], "languages", MSG.languageTwice("de")],
      ["en", "languages", MSG.languagesRequired],
    ];
    for (const [languages, field, message] of cases) {
      const res = await save({ ...change, tagline: "Not saved", languages });
      expect(res.statusCode, JSON.stringify(languages)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(res.json())).toBe(message);
    }
    expect(await read()).toEqual(before);
  });
});
