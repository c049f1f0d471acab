import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema/index.js";
import { createTestApp, type TestContext } from "../../test/harness.js";
import { storeImage } from "./store.js";
import { IMAGE_WIDTHS, imageUrl } from "./urls.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const png = (width: number, height: number, color = "#3366cc") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe("storeImage", () => {
  it("re-encodes to WebP in every width under a content-hashed name, without enlarging", async () => {
    const input = await png(1200, 600);
    const base = await storeImage(ctx.database.db, input);
    expect(base).toMatch(/^[a-f0-9]{16}$/);
    const rows = await ctx.database.db
      .select()
      .from(images)
      .where(like(images.name, `${base}-%`));
    expect(rows.map((r) => r.name).sort()).toEqual(IMAGE_WIDTHS.map((w) => `${base}-${w}.webp`).sort());
    for (const row of rows) {
      expect(row.contentType).toBe("image/webp");
      const meta = await sharp(row.data).metadata();
      expect(meta.format).toBe("webp");
      const width = Number(row.name.split("-")[1]?.replace(".webp", ""));
      expect(meta.width).toBe(Math.min(width, 1200));
    }
    // The same bytes again: the same name, nothing duplicated.
    expect(await storeImage(ctx.database.db, input)).toBe(base);

    const small = await storeImage(ctx.database.db, await png(200, 100, "#cc3366"));
    const [big] = await ctx.database.db
      .select()
      .from(images)
      .where(eq(images.name, `${small}-1024.webp`));
    expect((await sharp(big!.data).metadata()).width).toBe(200);
  });

  it("accepts JPEG, GIF and WebP by content", async () => {
    const source = sharp({ create: { width: 50, height: 40, channels: 3, background: "#884422" } });
    for (const buf of [
      await source.clone().jpeg().toBuffer(),
      await source.clone().gif().toBuffer(),
      await source.clone().webp().toBuffer(),
    ]) {
      expect(await storeImage(ctx.database.db, buf)).toMatch(/^[a-f0-9]{16}$/);
    }
  });

  it("refuses anything else with 415, whatever it claims to be", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const truncated = (await png(300, 300)).subarray(0, 120);
    for (const buf of [Buffer.from("<!doctype html><html><body>hi</body></html>"), svg, truncated, Buffer.alloc(0)]) {
      await expect(storeImage(ctx.database.db, buf)).rejects.toMatchObject({
        status: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Unsupported file type. Please upload a PNG, JPG, GIF or WebP image.",
      });
    }
  });
});

describe("GET /images/:name", () => {
  it("serves a stored width as immutable WebP", async () => {
    const base = await storeImage(ctx.database.db, await png(900, 900, "#22aa66"));
    const url = imageUrl(base);
    expect(url).toBe(`/images/${base}-640.webp`);
    const res = await ctx.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toBe(`"${base}-640.webp"`);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);

    const again = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": `"${base}-640.webp"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers 404 with a JSON error for unknown and malformed names", async () => {
    for (const name of [
      "0123456789abcdef-640.webp",
      "0123456789abcdef-500.webp",
      "x.webp",
      "..%2F..%2Fetc%2Fpasswd",
      "0123456789ABCDEF-640.webp",
      "0123456789abcdef-640.webp%27%3B",
    ]) {
      const res = await ctx.app.inject({ method: "GET", url: `/images/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});
