import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { rowsOf } from "./db/transaction.js";

/**
 * JWT_SECRET, or (outside production, where it is required) a secret generated once: kept in the
 * database when the database is PostgreSQL, so that every server on it signs and checks tokens with
 * the same key (decision 0005; servers with secrets of their own gave random 401s), and in the data
 * directory for the embedded database (one server).
 */
export async function resolveJwtSecret(config: Config, database: Database): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (database.kind === "postgres") {
    const candidate = randomBytes(48).toString("base64url");
    await database.db.execute(
      sql`insert into settings (key, value) values ('jwt_secret', ${candidate}) on conflict (key) do nothing`,
    );
    const [row] = await rowsOf<{ value: string }>(
      database.db.execute(sql`select value from settings where key = 'jwt_secret'`),
    );
    return row!.value;
  }
  const file = path.join(config.dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
