/**
 * The shop profile (docs/decisions/0047): about, the return address, a logo and a cover picture
 * uploaded as the shop's pictures are, and bank details for manual payouts that only the seller and
 * admins read. Through HTTP on a real database.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiOf,
  createTestApp,
  createUser,
  multipartImage,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

async function upload(user: TestUser) {
  const { default: sharp } = await import("sharp");
  const png = await sharp({ create: { width: 400, height: 200, channels: 4, background: "#0f766e" } })
    .png()
    .toBuffer();
  const body = multipartImage(png);
  return ctx.app.inject({
    method: "POST",
    url: "/api/seller/images",
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

describe("a seller's shop profile", () => {
  it("keeps about, the return address, a logo, a cover and bank details, each kept when left out", async () => {
    const logo = (await upload(seller)).json().url as string;
    const cover = (await upload(seller)).json().url as string;
    expect(logo).toMatch(/^\/images\/[a-f0-9]{16}-1024\.webp$/);
    const saved = await api("PUT", "/seller/profile", seller, {
      about: "Hand-thrown mugs.",
      returnAddress: "1 Kiln Lane\nStoke",
      logo,
      cover,
      bankDetails: "Kiln Studio Ltd, IBAN GB33 BUKB 2020 1555 5555 55",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      about: "Hand-thrown mugs.",
      returnAddress: "1 Kiln Lane\nStoke",
      logo,
      cover,
      bankDetails: "Kiln Studio Ltd, IBAN GB33 BUKB 2020 1555 5555 55",
    });
    // A change of the name alone keeps the rest; null takes the cover away.
    const renamed = await api("PUT", "/seller/profile", seller, { displayName: "Kiln Studio", cover: null });
    expect(renamed.json()).toMatchObject({ displayName: "Kiln Studio", about: "Hand-thrown mugs.", logo, cover: null });
    // Admins read the bank details beside the seller's balance, for "Record payout".
    const listed = (await api("GET", `/admin/sellers?keyword=${seller.username}`, admin)).json();
    expect(listed.content[0].bankDetails).toBe("Kiln Studio Ltd, IBAN GB33 BUKB 2020 1555 5555 55");
  });

  it("refuses a picture not uploaded to the shop, and bad text, changing nothing", async () => {
    const before = (await api("GET", "/seller/profile", seller)).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { logo: "https://elsewhere.example/logo.png" },
        "logo",
        "Upload the picture first: choose a PNG, JPG, GIF or WebP image",
      ],
      [
        { cover: "/images/0123456789abcdef-1024.webp" },
        "cover",
        "Upload the picture first: choose a PNG, JPG, GIF or WebP image",
      ],
      [{ about: "x".repeat(2001) }, "about", "About should have at most 2,000 characters"],
      [{ bankDetails: "y".repeat(501) }, "bankDetails", "Bank details should be text of at most 500 characters"],
    ];
    for (const [body, field, message] of cases) {
      const res = await api("PUT", "/seller/profile", seller, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toBe(message);
    }
    expect((await api("GET", "/seller/profile", seller)).json()).toEqual(before);
  });

  it("lets sellers upload, and no customer or guest", async () => {
    const customer = await createUser(ctx);
    expect((await upload(customer)).statusCode).toBe(403);
    const body = multipartImage(Buffer.from("not an image"));
    const guest = await ctx.app.inject({
      method: "POST",
      url: "/api/seller/images",
      headers: body.headers,
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);
    // Another seller's profile is never in reach: the profile is the caller's own.
    const other = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    expect((await api("GET", "/seller/profile", other)).json()).toMatchObject({ bankDetails: "", logo: null });
  });
});
