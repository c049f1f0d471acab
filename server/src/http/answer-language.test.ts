// The API answers in the request's language (docs/decisions/0045-languages-and-messages.md).
import { EMPTY_STORE_SETTINGS, MSG, ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../test/harness.js";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const { currencyDigits: _, shippingZones: __, ...settings } = EMPTY_STORE_SETTINGS;
const offer = async (languages: string[]) => {
  const res = await ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: admin.auth,
    payload: { ...settings, languages },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const missingProduct = (language?: string) =>
  ctx.app.inject({
    method: "GET",
    url: "/api/public/products/999999",
    headers: language ? { "accept-language": language } : {},
  });

describe("the API's messages", () => {
  it("are English while the shop offers English alone, whatever the request asks for", async () => {
    const res = await missingProduct("de-DE,de;q=0.9");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.productNotFound);
    expect(res.headers["content-language"]).toBe("en");
  });

  it("are in the offered language Accept-Language asks for first, else the shop's default", async () => {
    await offer(["en", "de", "es", "ar"]);
    const de = await missingProduct("de-AT,de;q=0.9,en;q=0.5");
    expect(de.json()).toMatchObject({ code: "NOT_FOUND", message: "Produkt nicht gefunden" });
    expect(de.headers["content-language"]).toBe("de");
    expect(String(de.headers.vary)).toContain("Accept-Language");
    expect((await missingProduct("fr-FR, es;q=0.8")).json().message).toBe("Producto no encontrado");
    expect((await missingProduct("ar")).json().message).toBe("المنتج غير موجود");
    expect((await missingProduct("fr, ja;q=0.5")).json().message).toBe(MSG.productNotFound);
    expect((await missingProduct()).json().message).toBe(MSG.productNotFound);
    await offer(["de", "en"]);
    expect((await missingProduct()).json().message).toBe("Produkt nicht gefunden");
    expect((await missingProduct("en-GB")).json().message).toBe(MSG.productNotFound);
    expect((await missingProduct("es")).json().message).toBe("Produkt nicht gefunden");
    await offer(["en", "de", "es", "ar"]);
  });

  it("translate validation: the message, each field's, and the values in them", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": "es" },
      payload: { username: "ab", email: "not-an-email", password: "123" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe("Revisa los campos marcados");
    expect(body.fieldErrors.username).toBe("El nombre de usuario debe tener al menos 3 caracteres");
    expect(body.fieldErrors.password).toBe("La contraseña debe tener al menos 6 caracteres");
    const languages = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { ...admin.auth, "accept-language": "de" },
      payload: { ...settings, languages: ["en", "xx"] },
    });
    expect(languages.json().fieldErrors["languages.1"]).toBe("Unbekannte Sprache xx: Wählen Sie aus en, de, es und ar");
  });
});
