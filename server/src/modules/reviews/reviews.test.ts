/** Verified-buyer reviews (decision 0009), through HTTP. */
import { MSG } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  addAddress,
  addToCart,
  createProduct,
  createStaff,
  createTestApp,
  createUser,
  placeCashOrder,
  setOrderStatus,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let category: number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ admin, sellerA: seller, sellerB: otherSeller, categoryId: category } = await createStaff(ctx, "Reviewed things"));
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user?: TestUser, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: user?.auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

/** A customer orders the product; the seller ships it, and delivers it unless `deliver` is false. */
async function buyer(productId: number, deliver = true): Promise<TestUser> {
  const user = await createUser(ctx);
  const address = await addAddress(ctx, user);
  expect((await addToCart(ctx, user, productId, 1)).statusCode).toBe(200);
  const order = await placeCashOrder(ctx, user, address);
  expect(order.statusCode).toBe(201);
  const orderId = order.json().orderId as number;
  expect((await setOrderStatus(ctx, seller, orderId, "Shipped")).statusCode).toBe(200);
  if (deliver) expect((await setOrderStatus(ctx, seller, orderId, "Delivered")).statusCode).toBe(200);
  return user;
}

const product = async (id: number) => (await call("GET", `/public/products/${id}`)).json();
const reviews = async (id: number, query = "") => (await call("GET", `/public/products/${id}/reviews${query}`)).json();

describe("who may review", () => {
  it("only a signed-in customer whose line of the product was delivered, once", async () => {
    const p = await createProduct(ctx, seller, category);
    const guest = await call("POST", `/products/${p.productId}/reviews`, undefined, { rating: 5 });
    expect(guest.statusCode).toBe(401);

    const stranger = await createUser(ctx);
    const none = await call("POST", `/products/${p.productId}/reviews`, stranger, { rating: 5 });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(MSG.reviewNotVerified);

    const shippedOnly = await buyer(p.productId, false);
    const notYet = await call("POST", `/products/${p.productId}/reviews`, shippedOnly, { rating: 5 });
    expect(notYet.statusCode).toBe(403);
    expect((await call("GET", `/products/${p.productId}/reviews/mine`, shippedOnly)).json().canReview).toBe(false);

    const customer = await buyer(p.productId);
    expect((await call("GET", `/products/${p.productId}/reviews/mine`, customer)).json()).toEqual({
      canReview: true,
      review: null,
    });
    const ok = await call("POST", `/products/${p.productId}/reviews`, customer, {
      rating: 4,
      title: " Good ",
      text: "<b>Works</b>",
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      rating: 4,
      title: "Good",
      text: "<b>Works</b>",
      verifiedBuyer: true,
      reply: null,
    });

    const twice = await call("POST", `/products/${p.productId}/reviews`, customer, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MSG.reviewExists);

    const list = await reviews(p.productId);
    expect(list.totalElements).toBe(1);
    expect(list.summary).toEqual({ averageRating: 4, reviewCount: 1, distribution: [0, 0, 0, 1, 0] });
    expect((await call("GET", `/products/${p.productId}/reviews/mine`, customer)).json().review.reviewId).toBe(
      ok.json().reviewId,
    );
    expect((await call("POST", "/products/999999/reviews", customer, { rating: 3 })).statusCode).toBe(404);
  });

  it("validates the rating and the lengths with the contract's texts, changing nothing", async () => {
    const p = await createProduct(ctx, seller, category);
    const customer = await buyer(p.productId);
    const post = (payload: object) => call("POST", `/products/${p.productId}/reviews`, customer, payload);
    for (const [payload, message] of [
      [{}, MSG.ratingRequired],
      [{ rating: 0 }, MSG.ratingRange],
      [{ rating: 6 }, MSG.ratingRange],
      [{ rating: 3.5 }, MSG.ratingRange],
      [{ rating: "5" }, MSG.ratingRange],
      [{ rating: 5, title: "x".repeat(121) }, MSG.reviewTitleMax],
      [{ rating: 5, text: "x".repeat(2001) }, MSG.reviewTextMax],
    ] as const) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(res.json().fieldErrors ?? {})).toContain(message);
    }
    expect((await reviews(p.productId)).totalElements).toBe(0);
    expect((await product(p.productId)).reviewCount).toBe(0);
  });
});

describe("own reviews, replies, hiding and the product's figures", () => {
  it("keeps the average exact through create, edit, delete and hide; edit and delete own only", async () => {
    const p = await createProduct(ctx, seller, category);
    expect(await product(p.productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
    const [a, b, c] = [await buyer(p.productId), await buyer(p.productId), await buyer(p.productId)];
    const ra = (await call("POST", `/products/${p.productId}/reviews`, a, { rating: 5 })).json();
    const rb = (await call("POST", `/products/${p.productId}/reviews`, b, { rating: 4 })).json();
    const rc = (await call("POST", `/products/${p.productId}/reviews`, c, { rating: 2 })).json();
    expect(await product(p.productId)).toMatchObject({ averageRating: 3.67, reviewCount: 3 });

    // Someone else's review: neither edited nor deleted.
    const notMine = await call("PUT", `/reviews/${ra.reviewId}`, b, { rating: 1 });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(MSG.reviewNotYours);
    expect((await call("DELETE", `/reviews/${ra.reviewId}`, b)).statusCode).toBe(403);
    expect((await call("DELETE", `/reviews/${ra.reviewId}`, admin)).statusCode).toBe(403);

    const edited = await call("PUT", `/reviews/${rc.reviewId}`, c, { rating: 3, text: "Better than I thought" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 3, text: "Better than I thought" });
    expect(await product(p.productId)).toMatchObject({ averageRating: 4, reviewCount: 3 });

    expect((await call("DELETE", `/reviews/${rb.reviewId}`, b)).statusCode).toBe(200);
    expect(await product(p.productId)).toMatchObject({ averageRating: 4, reviewCount: 2 });
    expect((await call("DELETE", `/reviews/${rb.reviewId}`, b)).statusCode).toBe(404);

    // Hiding: admins only; the review stays with who and when, is neither shown nor counted.
    expect((await call("PUT", `/admin/reviews/${ra.reviewId}/hidden`, seller)).statusCode).toBe(403);
    expect((await call("PUT", `/admin/reviews/${ra.reviewId}/hidden`, admin)).statusCode).toBe(200);
    expect((await call("PUT", `/admin/reviews/${ra.reviewId}/hidden`, admin)).statusCode).toBe(200);
    expect(await product(p.productId)).toMatchObject({ averageRating: 3, reviewCount: 1 });
    const list = await reviews(p.productId);
    expect(list.content.map((r: { reviewId: number }) => r.reviewId)).toEqual([rc.reviewId]);
    expect(list.summary).toEqual({ averageRating: 3, reviewCount: 1, distribution: [0, 0, 1, 0, 0] });
    const [kept] = await rowsOf<{ hidden_by: number; hidden_at: Date | null }>(
      ctx.database.db.execute(sql`select hidden_by, hidden_at from reviews where id = ${ra.reviewId}`),
    );
    expect(kept?.hidden_by).toBe(admin.id);
    expect(kept?.hidden_at).not.toBeNull();
    // Editing a hidden review does not count it again.
    expect((await call("PUT", `/reviews/${ra.reviewId}`, a, { rating: 1 })).statusCode).toBe(200);
    expect(await product(p.productId)).toMatchObject({ averageRating: 3, reviewCount: 1 });
    // Nor does deleting it uncount it twice.
    expect((await call("DELETE", `/reviews/${ra.reviewId}`, a)).statusCode).toBe(200);
    expect(await product(p.productId)).toMatchObject({ averageRating: 3, reviewCount: 1 });
  });

  it("lets only the product's seller reply, one reply per review that they can edit", async () => {
    const p = await createProduct(ctx, seller, category);
    const customer = await buyer(p.productId);
    const review = (await call("POST", `/products/${p.productId}/reviews`, customer, { rating: 5 })).json();
    const url = `/reviews/${review.reviewId}/reply`;
    expect((await call("PUT", url, undefined, { text: "Thanks" })).statusCode).toBe(401);
    expect((await call("PUT", url, customer, { text: "Thanks" })).statusCode).toBe(403);
    const other = await call("PUT", url, otherSeller, { text: "Thanks" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.replyNotYours);
    const empty = await call("PUT", url, seller, { text: "  " });
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json().fieldErrors ?? {})).toContain(MSG.replyRequired);
    expect((await call("PUT", url, seller, { text: "x".repeat(1001) })).statusCode).toBe(400);

    expect((await call("PUT", url, seller, { text: "Thank you!" })).json().reply.text).toBe("Thank you!");
    expect((await call("PUT", url, seller, { text: "Thank you, enjoy it" })).statusCode).toBe(200);
    const [shown] = (await reviews(p.productId)).content;
    expect(shown.reply.text).toBe("Thank you, enjoy it");
    const counted = await rowsOf<{ n: number }>(
      ctx.database.db.execute(sql`select count(*)::int as n from reviews where product_id = ${p.productId}`),
    );
    expect(counted[0]?.n).toBe(1);
  });

  it("lists newest first, paged; sorts the catalog by rating; gives the JSON fields in lists", async () => {
    const low = await createProduct(ctx, seller, category);
    const high = await createProduct(ctx, seller, category);
    const none = await createProduct(ctx, seller, category);
    const u1 = await buyer(high.productId);
    const u2 = await buyer(high.productId);
    const u3 = await buyer(low.productId);
    const first = (await call("POST", `/products/${high.productId}/reviews`, u1, { rating: 5 })).json();
    const second = (await call("POST", `/products/${high.productId}/reviews`, u2, { rating: 4 })).json();
    await call("POST", `/products/${low.productId}/reviews`, u3, { rating: 2 });

    const page0 = await reviews(high.productId, "?pageSize=1");
    expect(page0.content[0].reviewId).toBe(second.reviewId);
    expect(page0).toMatchObject({ totalElements: 2, totalPages: 2, lastPage: false });
    expect((await reviews(high.productId, "?pageSize=1&pageNumber=1")).content[0].reviewId).toBe(first.reviewId);
    expect((await call("GET", "/public/products/999999/reviews")).statusCode).toBe(404);

    const list = (
      await call("GET", `/public/categories/${category}/products?sortBy=rating&sortOrder=desc&pageSize=50`)
    ).json();
    const ids = list.content.map((p: { productId: number }) => p.productId);
    expect(ids.indexOf(high.productId)).toBeLessThan(ids.indexOf(low.productId));
    expect(ids.indexOf(low.productId)).toBeLessThan(ids.indexOf(none.productId));
    const byId = new Map(list.content.map((p: { productId: number }) => [p.productId, p]));
    expect(byId.get(high.productId)).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    expect(byId.get(none.productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
    const asc = (await call("GET", `/public/products?sortBy=rating&sortOrder=asc&pageSize=50`)).json();
    const ascIds = asc.content.map((p: { productId: number }) => p.productId);
    expect(ascIds.indexOf(low.productId)).toBeLessThan(ascIds.indexOf(high.productId));
  });
});
