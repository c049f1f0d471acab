/** The whole shop's orders by a seller's name (GET /admin/orders?sellerName=): shop name or username, any case. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiOf,
  createShop,
  createShopper,
  createProduct,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let onlyA: number;
let onlyB: number;
let both: number;
const api = apiOf(() => ctx);

async function order(lines: [number, number][]) {
  const { user, address } = await createShopper(ctx, lines);
  const res = await placeCashOrder(ctx, user, address);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as number;
}

beforeAll(async () => {
  let categoryId: number;
  ({ ctx, admin, sellerA, sellerB, categoryId } = await createShop("Named sellers", { username: "maple_finch" }));
  const a = (await createProduct(ctx, sellerA, categoryId)).productId;
  const b = (await createProduct(ctx, sellerB, categoryId)).productId;
  await ctx.database.db.execute(
    sql`insert into seller_profiles (seller_id, display_name) values (${sellerB.id}, 'Harbour Street 100%')
        on conflict (seller_id) do update set display_name = excluded.display_name`,
  );
  onlyA = await order([[a, 1]]);
  onlyB = await order([[b, 1]]);
  both = await order([
    [a, 1],
    [b, 2],
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const ids = async (query: string) => {
  const res = await api("GET", `/admin/orders?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .content.map((o: { orderId: number }) => o.orderId)
    .sort((x: number, y: number) => x - y);
};

describe("GET /admin/orders?sellerName=", () => {
  it("finds the orders with a part of a seller by shop name or username, any case, part of it", async () => {
    expect(await ids("sellerName=HARBOUR")).toEqual([onlyB, both]);
    expect(await ids("sellerName=street%20100%25")).toEqual([onlyB, both]);
    expect(await ids("sellerName=maple_")).toEqual([onlyA, both]);
    // A seller without a shop name is found by the name the shop shows ("Seller 12").
    expect(await ids(`sellerName=Seller%20${sellerA.id}`)).toEqual([onlyA, both]);
    // LIKE's wildcards are the text they are; blank is no filter.
    expect(await ids("sellerName=%25")).toEqual([onlyB, both]);
    expect(await ids("sellerName=h_rbour")).toEqual([]);
    expect(await ids("sellerName=%20")).toEqual([onlyA, onlyB, both]);
    expect(await ids("sellerName=nobody")).toEqual([]);
    expect(await ids(`sellerName=harbour&sellerId=${sellerA.id}`)).toEqual([both]);
  });

  it("refuses a name over 100 characters, and a seller's own list refuses it", async () => {
    const long = await api("GET", `/admin/orders?sellerName=${"x".repeat(101)}`, admin);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Seller name can have at most 100 characters on one line");
    const mine = await api("GET", "/seller/orders?sellerName=harbour", sellerA);
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe("A seller's orders cannot be filtered by seller name");
  });
});
