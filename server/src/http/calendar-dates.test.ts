/**
 * Dates are dates (docs/product/api.md §1): every date and date-time the API accepts is a real
 * calendar value of years 1–9999, end included; anything else is a 400 with the field's message,
 * never shifted to another day and never a 500.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../test/harness.js";

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

const BAD_DAYS = ["2026-02-30", "2026-01-01junk", "0000-01-01", "2026-13-01", "2026-1-1", "10000-01-01", "2026-02-29"];
const BAD_TIMES = [
  ...BAD_DAYS,
  "2026-01-01T24:00:00Z",
  "2026-01-01T10:00:00",
  "2026-01-01T10:00:00Zjunk",
  "0001-01-01T00:00:00+01:00",
  "9999-12-31T23:30:00-01:00",
  "June 1, 2026",
];

let n = 0;
const createCode = (fields: object) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/admin/promotions",
    headers: admin.auth,
    payload: { code: `DATES${n++}`, kind: "percent", value: 5, ...fields },
  });

describe("dates the API accepts", () => {
  it("refuses codes' dates that are not real calendar values, and keeps those that are", async () => {
    for (const bad of BAD_TIMES) {
      for (const field of ["startsAt", "endsAt"]) {
        const res = await createCode({ [field]: bad });
        expect(res.statusCode, `${field} ${bad}: ${res.body}`).toBe(400);
        expect(res.json().fieldErrors?.[field], bad).toBe("Enter a date like 2026-12-01 or 2026-12-01T09:00:00Z");
      }
    }
    const cases: [string, string][] = [
      ["2028-02-29", "2028-02-29T00:00:00.000Z"],
      ["0001-01-01", "0001-01-01T00:00:00.000Z"],
      ["9999-12-31T23:59:59Z", "9999-12-31T23:59:59.000Z"],
      ["2026-06-01T09:30:00+02:00", "2026-06-01T07:30:00.000Z"],
      ["2026-06-01T09:30Z", "2026-06-01T09:30:00.000Z"],
    ];
    for (const [given, stored] of cases) {
      const res = await createCode({ endsAt: given });
      expect(res.statusCode, `${given}: ${res.body}`).toBe(201);
      expect(res.json().endsAt).toBe(stored);
    }
  });

  it("refuses ranges of the ledger and the orders export that are not real days, and takes the last day there is", async () => {
    const urls = ["/api/seller/ledger", "/api/seller/ledger.csv", "/api/seller/orders.csv"];
    for (const url of urls) {
      for (const bad of BAD_DAYS) {
        for (const [field, query] of [
          ["from", `from=${bad}&to=2026-12-31`],
          ["to", `from=2026-01-01&to=${bad}`],
        ]) {
          const res = await ctx.app.inject({ url: `${url}?${query}`, headers: seller.auth });
          expect(res.statusCode, `${url}?${query}: ${res.body}`).toBe(400);
          expect(res.json().fieldErrors?.[field!], `${url}?${query}`).toBe("Enter a date like 2026-11-25");
        }
      }
      for (const query of ["from=9999-12-31&to=9999-12-31", "from=0001-01-01&to=0001-01-01"]) {
        const res = await ctx.app.inject({ url: `${url}?${query}`, headers: seller.auth });
        expect(res.statusCode, `${url}?${query}: ${res.body}`).toBe(200);
      }
    }
    const admins = await ctx.app.inject({
      url: `/api/admin/sellers/${seller.id}/ledger?from=0001-01-01&to=9999-12-31`,
      headers: admin.auth,
    });
    expect(admins.statusCode, admins.body).toBe(200);
  });
});
