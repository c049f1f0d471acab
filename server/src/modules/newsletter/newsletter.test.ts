import { MSG, ROLES, SUCCESS, type SubscriberList } from "@shop/contract";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_NAME: "Corner Shop" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  customer = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const signUp = (email: string, app = ctx.app) =>
  app.inject({ method: "POST", url: "/api/public/newsletter", payload: { email } });
const post = (what: "confirm" | "unsubscribe", token: string) =>
  ctx.app.inject({ method: "POST", url: `/api/public/newsletter/${what}`, payload: { token } });
const list = async () =>
  (
    await ctx.app.inject({ method: "GET", url: "/api/admin/newsletter/subscribers", headers: admin.auth })
  ).json() as SubscriberList;
const statusOf = async (email: string) => (await list()).subscribers.find((s) => s.email === email)?.status;

/** Moves the address's mail history back by `interval` (as if that much time had passed since). */
const later = (email: string, interval: string, context = ctx) =>
  context.database.db.execute(
    sql`update newsletter_subscribers set last_mailed_at = last_mailed_at - ${interval}::interval,
        mail_day_started_at = mail_day_started_at - ${interval}::interval where email = ${email}`,
  );

/** The links of the newest newsletter mail to `email`. */
async function linksFor(email: string) {
  const mails = (await ctx.outbox()).filter((m) => m.to === email && m.subject.includes("newsletter"));
  const text = mails.at(-1)?.text ?? "";
  return {
    count: mails.length,
    subject: mails.at(-1)?.subject,
    confirm: /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "",
    unsubscribe: /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "",
    text,
  };
}

describe("newsletter", () => {
  it("stores a sign-up as pending and mails a confirmation link with an unsubscribe link", async () => {
    const res = await signUp("  Ada@Example.com ");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SUCCESS.newsletterCheckInbox });
    expect(await statusOf("ada@example.com")).toBe("pending");
    const mail = await linksFor("ada@example.com");
    expect(mail.count).toBe(1);
    expect(mail.subject).toBe("Confirm your Corner Shop newsletter subscription");
    expect(mail.text).toContain("http://shop.test/newsletter/confirm/");
    expect(mail.confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.unsubscribe).toBe(mail.confirm);
  });

  it("confirms once; confirming again is harmless; a wrong link is refused", async () => {
    await signUp("bo@example.com");
    const { confirm } = await linksFor("bo@example.com");
    const first = await post("confirm", confirm);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: SUCCESS.newsletterConfirmed });
    const confirmedAt = (await list()).subscribers.find((s) => s.email === "bo@example.com")?.confirmedAt;
    expect(confirmedAt).toBeTruthy();
    expect((await post("confirm", confirm)).statusCode).toBe(200);
    expect((await list()).subscribers.find((s) => s.email === "bo@example.com")?.confirmedAt).toBe(confirmedAt);

    const wrong = await post("confirm", "x".repeat(43));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(MSG.newsletterLinkInvalid);
    expect((await post("confirm", "<script>")).statusCode).toBe(400);
  });

  it("answers every sign-up alike and mails a confirmed address nothing", async () => {
    await signUp("cy@example.com");
    await post("confirm", (await linksFor("cy@example.com")).confirm);
    const again = await signUp("cy@example.com");
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual((await signUp("new-one@example.com")).json());
    expect((await linksFor("cy@example.com")).count).toBe(1);
    expect(await statusOf("cy@example.com")).toBe("confirmed");
  });

  it("a second sign-up of a pending address sends a new link; the older one stops working", async () => {
    await signUp("di@example.com");
    const older = (await linksFor("di@example.com")).confirm;
    await later("di@example.com", "10 minutes");
    await signUp("di@example.com");
    const newer = await linksFor("di@example.com");
    expect(newer.count).toBe(2);
    expect(newer.confirm).not.toBe(older);
    expect((await post("confirm", older)).statusCode).toBe(404);
    expect((await post("confirm", newer.confirm)).statusCode).toBe(200);
  });

  it("unsubscribes without signing in; a new sign-up needs confirming again", async () => {
    await signUp("ed@example.com");
    const { confirm, unsubscribe } = await linksFor("ed@example.com");
    await post("confirm", confirm);
    const res = await post("unsubscribe", unsubscribe);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUCCESS.newsletterUnsubscribed });
    expect(await statusOf("ed@example.com")).toBe("unsubscribed");
    expect((await post("unsubscribe", unsubscribe)).statusCode).toBe(200);
    // The old link cannot subscribe the address again behind its back.
    expect((await post("confirm", confirm)).statusCode).toBe(404);
    await later("ed@example.com", "10 minutes");
    await signUp("ed@example.com");
    expect(await statusOf("ed@example.com")).toBe("pending");
    expect((await linksFor("ed@example.com")).count).toBe(2);
  });

  it("mails one address at most once per 10 minutes and three times a day, answering alike", async () => {
    const email = "flo@example.com";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await signUp(email));
    expect((await linksFor(email)).count).toBe(1);
    const first = (await linksFor(email)).confirm;
    for (const a of answers) {
      expect(a.statusCode).toBe(202);
      expect(a.json()).toEqual({ message: SUCCESS.newsletterCheckInbox });
    }
    await later(email, "9 minutes");
    await signUp(email);
    expect((await linksFor(email)).count).toBe(1);
    await later(email, "1 minute");
    await signUp(email);
    expect((await linksFor(email)).count).toBe(2);
    await later(email, "10 minutes");
    await signUp(email);
    expect((await linksFor(email)).count).toBe(3);
    // The day's three are spent: nothing more until 24 hours after the first.
    await later(email, "10 minutes");
    await signUp(email);
    await later(email, "12 hours");
    await signUp(email);
    expect((await linksFor(email)).count).toBe(3);
    const third = (await linksFor(email)).confirm;
    expect(third).not.toBe(first);
    await later(email, "12 hours");
    await signUp(email);
    expect((await linksFor(email)).count).toBe(4);
    // A sign-up that sent nothing changed nothing: the link of the last mail sent still works.
    expect((await post("confirm", (await linksFor(email)).confirm)).statusCode).toBe(200);
  });

  it("refuses an invalid address with the spec's message and stores nothing", async () => {
    const before = (await list()).subscribers.length;
    for (const email of ["", "not-an-email", "a@b"]) {
      const res = await signUp(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.email).toBe(MSG.emailInvalidAlt);
    }
    expect((await list()).subscribers.length).toBe(before);
  });

  it("lets only admins list and export the subscribers; the CSV is parseable and formula-safe", async () => {
    // Addresses a spreadsheet would run as formulas.
    for (const email of ["-2+3@example.com", "+sum@example.com"]) expect((await signUp(email)).statusCode).toBe(202);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/newsletter/subscribers" })).statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/newsletter/subscribers.csv",
      headers: customer.auth,
    });
    expect(asCustomer.statusCode).toBe(403);

    const { subscribers, counts } = await list();
    expect(counts.confirmed + counts.pending + counts.unsubscribed).toBe(subscribers.length);
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/newsletter/subscribers.csv",
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("attachment");
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(subscribers.length);
    expect(rows.find((r) => r.email === "bo@example.com")).toMatchObject({ status: "confirmed" });
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(["'-2+3@example.com", "'+sum@example.com"]));
    for (const row of rows) expect(row.email).not.toMatch(/^[=+\-@]/);
    expect(res.body.split("\r\n")[0]).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at");
  });
});

describe("newsletter sign-up rate limit", () => {
  it("answers 429 after SIGNUPS_PER_HOUR sign-ups from one address", async () => {
    const limited = await createTestApp({ RATE_LIMIT: "on", SIGNUPS_PER_HOUR: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signUp(`r${i}@example.com`, limited.app)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("newsletter sign-ups of one address from many clients", () => {
  let many: TestContext;
  beforeAll(async () => {
    // Rate limits on, and client addresses taken from X-Forwarded-For as behind a proxy (inject comes from 127.0.0.1).
    many = await createTestApp({ RATE_LIMIT: "on", TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await many?.close();
  });

  it("sends one mail for 25 sign-ups of one address from 25 client addresses, and answers each alike", async () => {
    const answers = [];
    for (let i = 1; i <= 25; i++) {
      answers.push(
        await many.app.inject({
          method: "POST",
          url: "/api/public/newsletter",
          headers: { "x-forwarded-for": `198.51.100.${i}` },
          payload: { email: "target@example.com" },
        }),
      );
    }
    const fresh = await many.app.inject({
      method: "POST",
      url: "/api/public/newsletter",
      headers: { "x-forwarded-for": "198.51.100.99" },
      payload: { email: "someone-new@example.com" },
    });
    for (const a of answers) {
      expect(a.statusCode).toBe(fresh.statusCode);
      expect(a.body).toBe(fresh.body);
    }
    const mails = (await many.outbox()).filter((m) => m.to === "target@example.com");
    expect(mails).toHaveLength(1);
    // Still one after a further 10 minutes of 25 more, beyond the day's three.
    for (let round = 0; round < 4; round++) {
      await later("target@example.com", "10 minutes", many);
      for (let i = 1; i <= 25; i++) {
        await many.app.inject({
          method: "POST",
          url: "/api/public/newsletter",
          headers: { "x-forwarded-for": `203.0.113.${round * 25 + i}` },
          payload: { email: "target@example.com" },
        });
      }
    }
    expect((await many.outbox()).filter((m) => m.to === "target@example.com")).toHaveLength(3);
  });
});
