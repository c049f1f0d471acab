/**
 * Customers who apply to sell, and the admins who decide (docs/decisions/0047): the statuses, one
 * application at a time, approval giving the seller role and a shop profile once, the mails, the
 * automatic approval, suspension taking a seller's products off the storefront while their open
 * orders stay theirs, and who may call what, through HTTP on a real database.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  dbKind,
  eventually,
  placeCashOrder,
  setOrderStatus,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let categoryId: number;

beforeAll(async () => {
  // A long time-to-live: what the storefront shows changes through the NOTIFY, not by expiry.
  ({ ctx, admin, categoryId } = await createShop("Applications goods", {}, { CATALOG_CACHE_TTL_MS: "600000" }));
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

const form = (shopName: string, more: Record<string, unknown> = {}) => ({
  shopName,
  about: "Hand-thrown mugs and bowls from a small studio.",
  contactEmail: "studio@example.com",
  phone: "+44 20 7946 0958",
  returnAddress: "1 Kiln Lane, Stoke",
  ...more,
});

const apply = (user: TestUser, shopName: string, more: Record<string, unknown> = {}) =>
  api("POST", "/seller/application", user, form(shopName, more));

const mailsTo = async (email: string) => (await ctx.outbox()).filter((m) => m.to === email);

const rolesOf = async (user: TestUser) =>
  (await rowsOf<{ roles: string[] }>(ctx.database.db.execute(sql`select roles from users where id = ${user.id}`)))[0]!
    .roles;

describe("applying to sell", () => {
  it("takes one application at a time, shows it to the applicant and mails them", async () => {
    const customer = await createUser(ctx);
    expect((await api("GET", "/seller/application", customer)).statusCode).toBe(404);
    const res = await apply(customer, "Kiln Studio");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: "pending",
      shopName: "Kiln Studio",
      contactEmail: "studio@example.com",
      phone: "+44 20 7946 0958",
      returnAddress: "1 Kiln Lane, Stoke",
      reason: null,
      decidedAt: null,
    });
    const own = await api("GET", "/seller/application", customer);
    expect(own.json()).toEqual(res.json());
    // A second while the first waits: refused, and nothing stored.
    const again = await apply(customer, "Another Name");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have an application: wait for its answer");
    expect((await api("GET", "/seller/application", customer)).json().shopName).toBe("Kiln Studio");
    const mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual(["Marigold: we received your application to sell"]);
    expect(mails[0]!.text).toContain("Kiln Studio");
  });

  it("refuses bad input with the field's message and stores nothing", async () => {
    const customer = await createUser(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shopName: "" }, "shopName", "Shop name is required"],
      [{ shopName: "x".repeat(61) }, "shopName", "Shop name should have 2 to 60 characters"],
      [{ about: "" }, "about", "Tell shoppers about your shop"],
      [{ contactEmail: "not-an-address" }, "contactEmail", "Email address is invalid"],
      [{ phone: "12" }, "phone", "Enter a phone number of 6 to 15 digits (spaces, +, -, dots and brackets allowed)"],
      [{ returnAddress: " " }, "returnAddress", "Address for returns is required"],
    ];
    for (const [change, field, message] of cases) {
      const res = await api("POST", "/seller/application", customer, { ...form("Good Name"), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toBe(message);
    }
    // A name another seller uses, or the shop's own, is the display name's rule.
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    expect((await api("PUT", "/seller/profile", seller, { displayName: "Taken Pots" })).statusCode).toBe(200);
    const taken = await apply(customer, "taken  POTS");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ shopName: "Another seller already uses this display name" });
    expect((await apply(customer, "marigold")).json().fieldErrors).toEqual({
      shopName: "Display name may not be the shop's name",
    });
    expect((await api("GET", "/seller/application", customer)).statusCode).toBe(404);
    // A seller already sells.
    const selling = await apply(seller, "Second Shop");
    expect(selling.statusCode).toBe(409);
    expect(selling.json().message).toBe("You are already a seller");
  });
});

describe("an admin's decision", () => {
  it("approves once: the seller role, a shop profile named as applied, one mail", async () => {
    const customer = await createUser(ctx);
    const { applicationId } = (await apply(customer, "Fern & Moss")).json();
    const approved = await api("PUT", `/admin/seller-applications/${applicationId}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", reason: null });
    expect(approved.json().decidedAt).not.toBeNull();
    expect(await rolesOf(customer)).toEqual([ROLES.user, ROLES.seller]);
    const profile = await api("GET", "/seller/profile", customer);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ displayName: "Fern & Moss" });
    // Approving again (a retry) changes nothing and mails nothing; rejecting it now is refused.
    const retried = await api("PUT", `/admin/seller-applications/${applicationId}/approve`, admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(approved.json());
    const reject = await api("PUT", `/admin/seller-applications/${applicationId}/reject`, admin, { reason: "No" });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe("This application is already approved");
    expect(await rolesOf(customer)).toEqual([ROLES.user, ROLES.seller]);
    const subjects = (await mailsTo(customer.email)).map((m) => m.subject);
    expect(subjects).toEqual(["Marigold: we received your application to sell", "Marigold: Fern & Moss is open"]);
    expect((await api("GET", "/seller/application", customer)).json().status).toBe("approved");
  });

  it("rejects with a reason the applicant reads, who may then apply again", async () => {
    const customer = await createUser(ctx);
    const { applicationId } = (await apply(customer, "Half Ready")).json();
    const url = `/admin/seller-applications/${applicationId}/reject`;
    expect((await api("PUT", url, admin, { reason: "  " })).json().fieldErrors).toEqual({ reason: "Give a reason" });
    const rejected = await api("PUT", url, admin, { reason: "Tell us what you make." });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", reason: "Tell us what you make." });
    expect((await api("GET", "/seller/application", customer)).json()).toMatchObject({
      status: "rejected",
      reason: "Tell us what you make.",
    });
    expect(await rolesOf(customer)).toEqual([ROLES.user]);
    expect((await api("PUT", `/admin/seller-applications/${applicationId}/approve`, admin)).statusCode).toBe(409);
    const mail = (await mailsTo(customer.email)).at(-1)!;
    expect(mail.subject).toBe("Marigold: your application to sell");
    expect(mail.text).toContain("Tell us what you make.");
    const second = await apply(customer, "Ready Now");
    expect(second.statusCode).toBe(201);
    expect((await api("GET", "/seller/application", customer)).json()).toMatchObject({
      status: "pending",
      shopName: "Ready Now",
    });
    expect((await api("PUT", "/admin/seller-applications/999999/approve", admin)).statusCode).toBe(404);
  });

  it("lists applications for admins, paged and by status", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const first = (await apply(a, "Listing One")).json();
    const second = (await apply(b, "Listing Two")).json();
    await api("PUT", `/admin/seller-applications/${second.applicationId}/reject`, admin, { reason: "Not now" });
    const page = (await api("GET", "/admin/seller-applications?status=pending&pageSize=100", admin)).json();
    expect(page.content.every((x: { status: string }) => x.status === "pending")).toBe(true);
    const mine = page.content.find((x: { applicationId: number }) => x.applicationId === first.applicationId);
    expect(mine).toMatchObject({ userId: a.id, username: a.username, email: a.email, shopName: "Listing One" });
    const rejected = (await api("GET", "/admin/seller-applications?status=rejected", admin)).json();
    expect(rejected.content.map((x: { applicationId: number }) => x.applicationId)).toContain(second.applicationId);
    const paged = (await api("GET", "/admin/seller-applications?pageSize=1&pageNumber=1", admin)).json();
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBeGreaterThanOrEqual(2);
    expect((await api("GET", "/admin/seller-applications?status=maybe", admin)).statusCode).toBe(400);
  });

  it("approves every application as it arrives when the marketplace says so", async () => {
    const terms = (await api("GET", "/admin/marketplace", admin)).json();
    expect(terms.autoApproveApplications).toBe(false);
    const on = await api("PUT", "/admin/marketplace", admin, { ...terms, autoApproveApplications: true });
    expect(on.json().autoApproveApplications).toBe(true);
    try {
      // Saving the other terms alone keeps the choice.
      const { autoApproveApplications: _, ...others } = terms;
      expect((await api("PUT", "/admin/marketplace", admin, others)).json().autoApproveApplications).toBe(true);
      const customer = await createUser(ctx);
      const res = await apply(customer, "Instant Shop");
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe("approved");
      expect(await rolesOf(customer)).toEqual([ROLES.user, ROLES.seller]);
      expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual(["Marigold: Instant Shop is open"]);
    } finally {
      await api("PUT", "/admin/marketplace", admin, { ...terms, autoApproveApplications: false });
    }
  });

  it("mails an account an admin makes a seller directly", async () => {
    const customer = await createUser(ctx);
    const res = await api("PUT", `/admin/users/${customer.id}/roles`, admin, { roles: [ROLES.user, ROLES.seller] });
    expect(res.statusCode).toBe(200);
    // Saving the same roles again is no new seller: no second mail.
    await api("PUT", `/admin/users/${customer.id}/roles`, admin, { roles: [ROLES.user, ROLES.seller] });
    expect((await mailsTo(customer.email)).map((m) => m.subject)).toEqual(["Marigold: you can now sell"]);
  });
});

describe("who may call what", () => {
  it("lets a guest do nothing, a customer only their own application, and admins decide", async () => {
    const customer = await createUser(ctx);
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const { applicationId } = (await apply(customer, "Access Check")).json();
    expect((await api("POST", "/seller/application", undefined, form("Guest Shop"))).statusCode).toBe(401);
    expect((await api("GET", "/seller/application")).statusCode).toBe(401);
    const adminOnly: [method: "GET" | "PUT", url: string, body?: object][] = [
      ["GET", "/admin/seller-applications"],
      ["PUT", `/admin/seller-applications/${applicationId}/approve`],
      ["PUT", `/admin/seller-applications/${applicationId}/reject`, { reason: "Because" }],
      ["PUT", `/admin/sellers/${seller.id}/suspend`, { reason: "Because" }],
      ["PUT", `/admin/sellers/${seller.id}/reinstate`],
    ];
    for (const [method, url, body] of adminOnly) {
      expect((await api(method, url, undefined, body)).statusCode, `guest ${url}`).toBe(401);
      expect((await api(method, url, customer, body)).statusCode, `customer ${url}`).toBe(403);
      expect((await api(method, url, seller, body)).statusCode, `seller ${url}`).toBe(403);
    }
    // Another customer sees only their own (none).
    const other = await createUser(ctx);
    expect((await api("GET", "/seller/application", other)).statusCode).toBe(404);
    expect((await api("GET", "/seller/application", customer)).json()).toMatchObject({ status: "pending" });
    expect(await rolesOf(customer)).toEqual([ROLES.user]);
  });
});

describe("a suspended seller", () => {
  const shows = async (id: number, word: string) => {
    const detail = (await api("GET", `/public/products/${id}`)).statusCode;
    const has = (page: { content: { productId: number }[] }) => page.content.some((p) => p.productId === id);
    const list = has((await api("GET", "/public/products?pageSize=100")).json());
    const search = has((await api("GET", `/public/products/keyword/${word}`)).json());
    return { detail, list, search };
  };
  const gone = { detail: 404, list: false, search: false };
  const shown = { detail: 200, list: true, search: true };
  const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

  it("leaves the storefront and carts, keeps serving open orders, and comes back when reinstated", async () => {
    const applicant = await createUser(ctx);
    const { applicationId } = (await apply(applicant, "Suspense Pottery")).json();
    await api("PUT", `/admin/seller-applications/${applicationId}/approve`, admin);
    const { productId } = await createProduct(ctx, applicant, categoryId, { productName: "Zanzibar Teapot" });
    const buyer = await createUser(ctx);
    const addressId = await addAddress(ctx, buyer);
    await addToCart(ctx, buyer, productId, 1);
    const orderId = (await placeCashOrder(ctx, buyer, addressId)).json().orderId as number;
    const shopper = await createUser(ctx);
    await addToCart(ctx, shopper, productId, 1);
    expect(await shows(productId, "Zanzibar")).toEqual(shown);

    const url = `/admin/sellers/${applicant.id}/suspend`;
    expect((await api("PUT", url, admin, { reason: "" })).statusCode).toBe(400);
    const suspended = await api("PUT", url, admin, { reason: "Parcels arrive broken." });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({
      sellerId: applicant.id,
      suspended: true,
      suspensionReason: "Parcels arrive broken.",
    });
    expect((await api("PUT", url, admin, { reason: "Again" })).statusCode).toBe(409);
    expect(
      await eventually(
        () => shows(productId, "Zanzibar"),
        (s) => same(s, gone),
      ),
    ).toEqual(gone);
    // The shopper's cart let go of it, and it cannot be added or ordered.
    const cart = (await api("GET", "/carts/users/cart", shopper)).json();
    expect((cart.products ?? []).map((p: { productId: number }) => p.productId)).not.toContain(productId);
    expect((await addToCart(ctx, shopper, productId, 1)).statusCode).toBe(404);
    // Its open order is still the seller's to ship; a product they add now waits unlisted too.
    expect((await setOrderStatus(ctx, applicant, orderId, "Shipped")).statusCode).toBe(200);
    const later = await createProduct(ctx, applicant, categoryId, { productName: "Yellowstone Jug" });
    expect((await api("GET", `/public/products/${later.productId}`)).statusCode).toBe(404);
    expect((await api("GET", "/seller/application", applicant)).json()).toMatchObject({
      status: "suspended",
      reason: "Parcels arrive broken.",
    });
    const listed = (await api("GET", `/admin/sellers?keyword=${applicant.username}`, admin)).json();
    expect(listed.content[0]).toMatchObject({ suspended: true, suspensionReason: "Parcels arrive broken." });

    const back = await api("PUT", `/admin/sellers/${applicant.id}/reinstate`, admin);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ suspended: false, suspensionReason: null });
    expect((await api("PUT", `/admin/sellers/${applicant.id}/reinstate`, admin)).statusCode).toBe(409);
    expect(
      await eventually(
        () => shows(productId, "Zanzibar"),
        (s) => same(s, shown),
      ),
    ).toEqual(shown);
    expect((await api("GET", `/public/products/${later.productId}`)).statusCode).toBe(200);
    expect((await api("GET", "/seller/application", applicant)).json()).toMatchObject({
      status: "approved",
      reason: null,
    });
    const subjects = (await mailsTo(applicant.email)).map((m) => m.subject);
    expect(subjects.slice(-2)).toEqual(["Marigold: your shop is suspended", "Marigold: your shop is open again"]);
    expect((await mailsTo(applicant.email)).at(-2)!.text).toContain("Parcels arrive broken.");
  });

  it("is a seller: a customer or an unknown id cannot be suspended (404)", async () => {
    const customer = await createUser(ctx);
    const body = { reason: "Why not" };
    expect((await api("PUT", `/admin/sellers/${customer.id}/suspend`, admin, body)).statusCode).toBe(404);
    expect((await api("PUT", "/admin/sellers/999999/suspend", admin, body)).statusCode).toBe(404);
  });
});

/** Two admins approving at once on two servers (PostgreSQL): the approval and its mail happen once. */
describe.runIf(dbKind === "postgres")("races on PostgreSQL", () => {
  it("approves an application approved on two servers at once exactly once", async () => {
    const second = await startSecondServer(ctx);
    try {
      for (let round = 0; round < 5; round++) {
        const customer = await createUser(ctx);
        const { applicationId } = (await apply(customer, `Race Shop ${round}`)).json();
        const url = `/api/admin/seller-applications/${applicationId}/approve`;
        const results = await Promise.all([
          ctx.app.inject({ method: "PUT", url, headers: admin.auth }),
          second.inject({ method: "PUT", url, headers: admin.auth }),
          ctx.app.inject({ method: "PUT", url, headers: admin.auth }),
          second.inject({ method: "PUT", url, headers: admin.auth }),
        ]);
        expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
        expect(await rolesOf(customer)).toEqual([ROLES.user, ROLES.seller]);
        const approvals = (await mailsTo(customer.email)).filter((m) => m.subject.endsWith("is open"));
        expect(approvals, `round ${round}`).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
