/**
 * Addresses by country (docs/product/api.md §5): what each country asks for, checked by the server
 * as by the form; the spec's rules for the United States and a country named in words nobody knows.
 */
import { MSG } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx);
});
afterAll(async () => ctx?.close());

const save = (payload: object) =>
  ctx.app.inject({ method: "POST", url: "/api/addresses", headers: user.auth, payload });
const addresses = async () =>
  (await ctx.app.inject({ method: "GET", url: "/api/users/addresses", headers: user.auth })).json();

describe("an address by its country", () => {
  it("saves a German address without a state, its postcode checked by the country's pattern", async () => {
    const berlin = { street: "Unter den Linden 5", city: "Berlin", country: "DE", zipCode: "10117" };
    const saved = await save(berlin);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await addresses()).at(-1)).toMatchObject({ ...berlin, state: "" });

    const before = (await addresses()).length;
    const wrong = await save({ ...berlin, zipCode: "1011" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ zipCode: "Enter a postcode like 10115" });
    expect((await addresses()).length).toBe(before);
  });

  it("asks India for its state and a PIN code of six digits", async () => {
    const res = await save({
      street: "12 Marine Drive",
      city: "Mumbai",
      country: "India",
      state: "",
      zipCode: "40002",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ state: "Enter the state", zipCode: "Enter a PIN code like 400001" });
    const ok = await save({
      street: "12 Marine Drive",
      city: "Mumbai",
      country: "India",
      state: "Maharashtra",
      zipCode: "400002",
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("keeps the spec's rules for the United States and for a country it cannot name", async () => {
    for (const country of ["USA", "Testland"]) {
      const res = await save({ street: "1 Main Street", city: "Springfield", country, zipCode: "123" });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ state: MSG.stateRequired, zipCode: MSG.zipMin });
    }
  });
});
