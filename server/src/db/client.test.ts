/** The embedded database's directory lock (issue 10.7): one process at a time, a stale lock taken over. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./client.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-lock-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the embedded database's directory", () => {
  it("refuses a second opener while the first holds it, and opens again once it is closed", async () => {
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/is in use by process \d+/);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
  });

  it("takes over a lock left by a process that is gone", async () => {
    fs.writeFileSync(path.join(dir, "marigold.lock"), "999999");
    const db = await openPglite(dir);
    expect(fs.readFileSync(path.join(dir, "marigold.lock"), "utf8")).toBe(String(process.pid));
    await db.close();
  });
});
