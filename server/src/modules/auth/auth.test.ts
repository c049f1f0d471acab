import { ERROR_CODES, MSG, ROLES } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { hashingStarted } from "./passwords.js";
import { addressOf } from "../../mail/mailer.js";
import { BRAND } from "../../mail/layout.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { passwordResetTokens } from "../../db/schema/index.js";
import { createTestApp, createUser, signIn, type TestContext } from "../../test/harness.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, headers });

describe("sign-up", () => {
  it("registers a customer with a hashed password", async () => {
    const res = await post("/api/auth/signup", {
      username: "alice",
      email: "alice@example.com",
      password: "secret1",
      role: ["user"],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: "alice", email: "alice@example.com", roles: [ROLES.user] });
    expect(res.body).not.toContain("secret1");
    expect(res.body).not.toMatch(/argon|passwordHash/);
    // A welcome mail in the shop's name, with the way in.
    const welcome = (await ctx.outbox()).filter((m) => m.to === "alice@example.com");
    expect(welcome.map((m) => m.subject)).toEqual([`Welcome to ${(await ctx.app.deps.settings.get()).shopName}`]);
    expect(welcome[0]?.text).toContain("Hello alice,");
    expect(welcome[0]?.text).toMatch(/\/products/);
    // Sent as the shop's name from the configured address, fluid on a phone, in the shop's colour.
    const shopName = (await ctx.app.deps.settings.get()).shopName;
    expect((welcome[0] as { from?: string }).from).toBe(`"${shopName}" <${addressOf(ctx.app.deps.config.mailFrom)}>`);
    const page = welcome[0]?.html ?? "";
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).not.toMatch(/width="600"/);
    expect(page).toContain("max-width:600px");
    expect(page).toContain(BRAND);
  });

  it("answers 400 with field errors in the spec's words", async () => {
    const res = await post("/api/auth/signup", { username: "ab", email: "nope", password: "123" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.fieldErrors).toMatchObject({
      username: "Username must be at least 3 characters",
      email: "Email address is invalid",
      password: "Password must be at least 6 characters",
    });
  });

  it("refuses other roles with 403 and duplicates with 409 (case-insensitive)", async () => {
    const forbidden = await post("/api/auth/signup", {
      username: "bob",
      email: "bob@example.com",
      password: "secret1",
      role: ["admin"],
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("Only customer accounts can be registered");
    const dupName = await post("/api/auth/signup", {
      username: "ALICE",
      email: "other@example.com",
      password: "secret1",
    });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().message).toBe("Username is already taken");
    const dupEmail = await post("/api/auth/signup", {
      username: "alice2",
      email: "Alice@Example.com",
      password: "secret1",
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toBe("Email is already in use");
  });

  it("answers 415 for a non-JSON body and 400 for broken JSON", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: "username=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const broken = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe("sign-in and tokens", () => {
  it("signs in and returns the user with a token; the same 401 for a bad name or password", async () => {
    const res = await post("/api/auth/signin", { username: "alice", password: "secret1" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: "alice", roles: [ROLES.user] });
    expect(res.json().jwtToken).toEqual(expect.any(String));
    const wrongPw = await post("/api/auth/signin", { username: "alice", password: "wrong-pass" });
    const noUser = await post("/api/auth/signin", { username: "nobody", password: "wrong-pass" });
    expect(wrongPw.statusCode).toBe(401);
    expect(noUser.statusCode).toBe(401);
    expect(wrongPw.json()).toEqual(noUser.json());
    expect(wrongPw.json().message).toBe("Invalid username or password");
  });

  it("GET /auth/user needs a valid token", async () => {
    const token = await signIn(ctx, "alice", "secret1");
    const me = await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe("alice");
    expect(me.headers["cache-control"]).toBe("no-store");
    expect((await ctx.app.inject({ url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("rejects tampered, alg:none, foreign-key and expired tokens", async () => {
    const token = await signIn(ctx, "alice", "secret1");
    const [h, p, s] = token.split(".");
    const payload = JSON.parse(Buffer.from(p!, "base64url").toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...payload, sub: "999" })).toString("base64url");
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-123"));
    const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("test-secret-that-is-long-enough-0123456789"));
    for (const bad of [`${h}.${tamperedPayload}.${s}`, none, foreign, expired, "garbage"]) {
      const res = await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${bad}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  it("refuses a token once it expires, though it was good (and its signature checked) before", async () => {
    const token = await signIn(ctx, "alice", "secret1");
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    const soon = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) + 60 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("test-secret-that-is-long-enough-0123456789"));
    const me = () => ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${soon}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      expect((await me()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 401, not 500, to a correctly signed token with an out-of-range id or a NUL in its id", async () => {
    const token = await signIn(ctx, "alice", "secret1");
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    const key = new TextEncoder().encode("test-secret-that-is-long-enough-0123456789");
    const sign = (claims: object) =>
      new SignJWT({ ...payload, ...claims }).setProtectedHeader({ alg: "HS256" }).sign(key);
    for (const claims of [
      { sub: "99999999999" },
      { sub: "-1" },
      { sub: "1e400" },
      { jti: "a\u0000b" },
      { jti: "x".repeat(5000) },
      { ver: 1e12 },
    ]) {
      const res = await ctx.app.inject({
        url: "/api/auth/user",
        headers: { authorization: `Bearer ${await sign(claims)}` },
      });
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
    }
  });

  it("sign-out revokes exactly that token", async () => {
    const a = await signIn(ctx, "alice", "secret1");
    const b = await signIn(ctx, "alice", "secret1");
    const out = await post("/api/auth/signout", undefined, { authorization: `Bearer ${a}` });
    expect(out.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${a}` } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${b}` } })).statusCode,
    ).toBe(200);
  });

  it("sign out of all devices ends every token", async () => {
    const user = await createUser(ctx);
    const other = await signIn(ctx, user.username, user.password);
    expect((await post("/api/auth/signout-all", undefined, user.auth)).statusCode).toBe(200);
    for (const t of [user.token, other]) {
      expect(
        (await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${t}` } })).statusCode,
      ).toBe(401);
    }
  });
});

describe("profile", () => {
  it("changes the email, 409 when taken", async () => {
    const u = await createUser(ctx);
    const ok = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/email",
      headers: u.auth,
      payload: { email: "new-mail@example.com" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe("new-mail@example.com");
    const taken = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/email",
      headers: u.auth,
      payload: { email: "ALICE@example.com" },
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/email",
      headers: u.auth,
      payload: { email: "x" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors.email).toBe("Please enter a valid email address");
  });

  it("changes the password: fresh token, other tokens stop working, the changing one keeps working, wrong current password is 400", async () => {
    const u = await createUser(ctx);
    const other = await signIn(ctx, u.username, u.password);
    const wrong = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/password",
      headers: u.auth,
      payload: { currentPassword: "nope-nope", newPassword: "newsecret" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const ok = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/password",
      headers: u.auth,
      payload: { currentPassword: u.password, newPassword: "newsecret" },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().jwtToken;
    // The token that made the change keeps working (a client that never stores the fresh one stays
    // signed in); every other token of the account ends.
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: u.auth })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${other}` } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${fresh}` } })).statusCode,
    ).toBe(200);
    await expect(signIn(ctx, u.username, "newsecret")).resolves.toEqual(expect.any(String));
    // "Sign out everywhere" ends the kept token too.
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signout-all",
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: u.auth })).statusCode).toBe(401);
  });

  it("asks for the current password to change the e-mail or delete the account, unless the sign-in is fresh", async () => {
    const u = await createUser(ctx);
    const fresh = await signIn(ctx, u.username, u.password);
    const payload = JSON.parse(Buffer.from(fresh.split(".")[1]!, "base64url").toString());
    // The same session, signed in 11 minutes ago.
    const old = await new SignJWT({ ...payload, iat: Math.floor(Date.now() / 1000) - 11 * 60 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("test-secret-that-is-long-enough-0123456789"));
    const put = (token: string, body: object) =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/profile/email",
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const needed = await put(old, { email: `${u.username}-stolen@example.com` });
    expect(needed.statusCode).toBe(400);
    expect(needed.json().fieldErrors).toEqual({ currentPassword: "Current password is required" });
    expect(
      (await put(old, { email: `${u.username}-stolen@example.com`, currentPassword: "wrong-one" })).json().message,
    ).toBe("Current password is incorrect");
    expect((await put(old, { email: `${u.username}-new@example.com`, currentPassword: u.password })).statusCode).toBe(
      200,
    );
    expect((await put(fresh, { email: `${u.username}-newer@example.com` })).statusCode).toBe(200);
    const del = (token: string, body: object) =>
      ctx.app.inject({
        method: "DELETE",
        url: "/api/profile",
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    expect((await del(old, { confirmUsername: u.username })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: "/api/auth/user", headers: { authorization: `Bearer ${fresh}` } })).statusCode,
    ).toBe(200);
    expect((await del(old, { confirmUsername: u.username, currentPassword: u.password })).statusCode).toBe(200);
  });

  it("does not let wrong passwords from elsewhere lock the real user out", async () => {
    const limited = await createTestApp({ RATE_LIMIT: "on" });
    try {
      const u = await createUser(limited, { password: "real-password-1" });
      const attempt = (password: string, remoteAddress: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/signin",
          remoteAddress,
          payload: { username: u.username, password },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await attempt("wrong-password", "198.51.100.7")).statusCode);
      expect(statuses.at(-1), statuses.join()).toBe(429);
      // The attacker's address is limited; the owner elsewhere signs in.
      expect((await attempt("real-password-1", "203.0.113.20")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("turns order e-mails off and deletes the account after confirmation", async () => {
    const u = await createUser(ctx);
    const pref = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/preferences",
      headers: u.auth,
      payload: { orderEmails: false },
    });
    expect(pref.json().orderEmails).toBe(false);
    const mismatch = await ctx.app.inject({
      method: "DELETE",
      url: "/api/profile",
      headers: u.auth,
      payload: { confirmUsername: "someone" },
    });
    expect(mismatch.statusCode).toBe(400);
    const del = await ctx.app.inject({
      method: "DELETE",
      url: "/api/profile",
      headers: u.auth,
      payload: { confirmUsername: u.username },
    });
    expect(del.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: u.auth })).statusCode).toBe(401);
    expect((await post("/api/auth/signin", { username: u.username, password: u.password })).statusCode).toBe(401);
  });

  it("cannot be blocked by someone who registered the anonymised name first", async () => {
    const u = await createUser(ctx);
    await post("/api/auth/signup", {
      username: `deleted-user-${u.id}`,
      email: `deleted-user-${u.id}@deleted.invalid`,
      password: "secret1",
    });
    const del = await ctx.app.inject({
      method: "DELETE",
      url: "/api/profile",
      headers: u.auth,
      payload: { confirmUsername: u.username },
    });
    expect(del.statusCode).toBe(200);
  });
});

describe("password reset", () => {
  // The mail goes out after the answer (its timing must not reveal accounts), so wait for it.
  const linkFrom = (to: string) =>
    vi.waitFor(async () => {
      const mails = (await ctx.outbox()).filter((m) => m.to === to);
      const match = mails.at(-1)?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/);
      if (!match?.[1]) throw new Error(`no reset mail to ${to} yet`);
      return match[1];
    });

  it("answers the same for known and unknown emails and mails a single-use link", async () => {
    const u = await createUser(ctx);
    const known = await post("/api/auth/forgot-password", { email: u.email });
    const unknown = await post("/api/auth/forgot-password", { email: "nobody@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const token = await linkFrom(u.email);
    expect(token).toBeTruthy();
    expect((await ctx.outbox()).some((m) => m.to === "nobody@example.com")).toBe(false);

    const reset = await post(`/api/auth/reset-password/${token}`, { newPassword: "brandnew1" });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/auth/user", headers: u.auth })).statusCode).toBe(401);
    await expect(signIn(ctx, u.username, "brandnew1")).resolves.toEqual(expect.any(String));
    const again = await post(`/api/auth/reset-password/${token}`, { newPassword: "another1" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This reset link is invalid or has expired");
  });

  it("ends every other reset link once the password changes", async () => {
    const u = await createUser(ctx);
    await post("/api/auth/forgot-password", { email: u.email });
    const first = await linkFrom(u.email);
    await post("/api/auth/forgot-password", { email: u.email });
    const second = await vi.waitFor(async () => {
      const token = await linkFrom(u.email);
      if (token === first) throw new Error("second mail not there yet");
      return token;
    });
    expect((await post(`/api/auth/reset-password/${second}`, { newPassword: "brandnew1" })).statusCode).toBe(200);
    expect((await post(`/api/auth/reset-password/${first}`, { newPassword: "another1" })).statusCode).toBe(400);
    // An unknown or used link is refused before any hashing: strangers cannot keep Argon2 busy.
    const before = hashingStarted();
    const refused = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(`/api/auth/reset-password/unknown-token-${i}`, { newPassword: "brandnew1" }),
      ),
    );
    expect(refused.every((r) => r.statusCode === 400)).toBe(true);
    expect((await post(`/api/auth/reset-password/${first}`, { newPassword: "another1" })).statusCode).toBe(400);
    expect(hashingStarted() - before).toBe(0);
  });

  it("refuses an expired or unknown token", async () => {
    const u = await createUser(ctx);
    await post("/api/auth/forgot-password", { email: u.email });
    const token = await linkFrom(u.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, u.id));
    expect((await post(`/api/auth/reset-password/${token}`, { newPassword: "brandnew1" })).statusCode).toBe(400);
    expect((await post("/api/auth/reset-password/unknown-token", { newPassword: "brandnew1" })).statusCode).toBe(400);
  });
});

describe("admin users", () => {
  it("lists and searches accounts, grants roles, and never removes the caller's own admin role", async () => {
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const customer = await createUser(ctx);
    expect((await ctx.app.inject({ url: "/api/admin/users", headers: customer.auth })).statusCode).toBe(403);
    const list = await ctx.app.inject({ url: `/api/admin/users?keyword=${customer.username}`, headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().content).toHaveLength(1);
    expect(list.json().content[0]).not.toHaveProperty("passwordHash");
    const grant = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/users/${customer.id}/roles`,
      headers: admin.auth,
      payload: { roles: [ROLES.seller] },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().roles).toEqual([ROLES.user, ROLES.seller]);
    const self = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/users/${admin.id}/roles`,
      headers: admin.auth,
      payload: { roles: [ROLES.user] },
    });
    expect(self.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/users/999999/roles",
      headers: admin.auth,
      payload: { roles: [] },
    });
    expect(missing.statusCode).toBe(404);
    const badPage = await ctx.app.inject({ url: "/api/admin/users?pageSize=101", headers: admin.auth });
    expect(badPage.statusCode).toBe(400);
  });

  it("never lists a deleted account nor changes its roles, and takes % and _ in a search literally", async () => {
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const leaving = await createUser(ctx);
    const gone = await ctx.app.inject({
      method: "DELETE",
      url: "/api/profile",
      headers: leaving.auth,
      payload: { confirmUsername: leaving.username },
    });
    expect(gone.statusCode).toBe(200);
    const search = await ctx.app.inject({ url: `/api/admin/users?keyword=${leaving.username}`, headers: admin.auth });
    expect(search.json().totalElements).toBe(0);
    const grant = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/users/${leaving.id}/roles`,
      headers: admin.auth,
      payload: { roles: [ROLES.seller] },
    });
    expect(grant.statusCode).toBe(404);
    // "%" would match every account if it reached LIKE unescaped.
    const wildcard = await ctx.app.inject({ url: "/api/admin/users?keyword=%25", headers: admin.auth });
    expect(wildcard.statusCode).toBe(200);
    expect(wildcard.json().totalElements).toBe(0);
    const underscore = await ctx.app.inject({ url: "/api/admin/users?keyword=_", headers: admin.auth });
    expect(underscore.json().totalElements).toBe(0);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After and the error body after FORGOT_PASSWORD_PER_HOUR reset requests for one address", async () => {
    const limited = await createTestApp({ RATE_LIMIT: "on", FORGOT_PASSWORD_PER_HOUR: "2" });
    try {
      const ask = (email: string) =>
        limited.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
      for (let i = 0; i < 2; i += 1) expect((await ask("limited@example.com")).statusCode).toBe(200);
      const blocked = await ask("LIMITED@example.com");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: ERROR_CODES.rateLimited, message: MSG.rateLimited });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(3500);
      expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(3600);
      // Another address has its own count.
      expect((await ask("other@example.com")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("answers 429 with Retry-After after 10 failed sign-ins", async () => {
    const limited = await createTestApp({ RATE_LIMIT: "on" });
    try {
      for (let i = 0; i < 10; i += 1) {
        const r = await limited.app.inject({
          method: "POST",
          url: "/api/auth/signin",
          payload: { username: "ghost", password: "wrong-pass" },
        });
        expect(r.statusCode).toBe(401);
      }
      const blocked = await limited.app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { username: "ghost", password: "wrong-pass" },
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json().code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });

  it("lets no more than 10 parallel wrong guesses through, and successful sign-ins do not count", async () => {
    const limited = await createTestApp({ RATE_LIMIT: "on" });
    try {
      const u = await createUser(limited);
      for (let i = 0; i < 12; i += 1) expect(await signIn(limited, u.username, u.password)).toEqual(expect.any(String));
      const guesses = await Promise.all(
        Array.from({ length: 30 }, () =>
          limited.app.inject({
            method: "POST",
            url: "/api/auth/signin",
            payload: { username: u.username, password: "wrong-pass" },
          }),
        ),
      );
      expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(10);
      expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(20);
    } finally {
      await limited.close();
    }
  });
});
