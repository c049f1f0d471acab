import { describe, expect, it } from "vitest";
import { startBanner } from "./banner.js";

const base = { shopName: "Marigold", apiDocs: true, production: false } as const;
const facts = { url: "http://localhost:8080", port: 8080, database: "embedded (./data)", seeded: false };

describe("the start banner", () => {
  it("names the admin account an empty shop was given, and the address it listens on", () => {
    const text = startBanner(
      {
        ...base,
        host: "0.0.0.0",
        seedDemo: false,
        admin: { username: "owner", email: "o@x.test", password: "s3cret!" },
      },
      facts,
    ).join("\n");
    expect(text).toContain("Admin account: owner (o@x.test)");
    expect(text).not.toContain("s3cret!");
    expect(text).toContain("Listening on 0.0.0.0:8080");
    expect(text).toContain("HOST=127.0.0.1 keeps it to this machine");
    expect(text).not.toContain("Demo accounts");
  });

  it("says how to get an admin when an empty shop was given none", () => {
    const text = startBanner({ ...base, host: "127.0.0.1", seedDemo: false, admin: undefined }, facts).join("\n");
    expect(text).toContain("ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD");
    expect(text).toContain("Listening on 127.0.0.1:8080: only this machine can reach it.");
  });

  it("lists the demo accounts of a demo shop", () => {
    const text = startBanner(
      { ...base, host: "0.0.0.0", seedDemo: true, admin: undefined },
      { ...facts, seeded: true },
    );
    expect(text.join("\n")).toContain("Demo data was created");
    expect(text.some((l) => /admin\s+admin \/ adminPass/.test(l))).toBe(true);
  });
});
