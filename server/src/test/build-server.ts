/**
 * The multi-server suite's global setup: builds the server once (`npm run build -w server`, into
 * server/dist), so that its tests run the server as docs/deploy.md starts it, `node server/dist/main.js`.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export default function setup() {
  const r = spawnSync(process.execPath, ["build.mjs"], { cwd: serverDir, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`building the server failed:\n${r.stdout}${r.stderr}`);
}
