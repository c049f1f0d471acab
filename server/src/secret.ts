import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./config.js";

/** JWT_SECRET, or (embedded default) a secret generated once and kept in the data directory. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
