#!/usr/bin/env node
// `npm test`: every suite in order — lint, types, contract, server (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), web components, then the build, `npm start` itself and the browser
// tests against the built app.
// With CI=true nothing may be skipped; elsewhere a suite whose tool is missing is skipped loudly.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const ci = process.env.CI === "true";
const results = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n━━━ ${name} ━━━`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, status: ok ? "passed" : "FAILED" });
  return ok;
}
function skip(name, why) {
  const line = `⚠⚠⚠  SKIPPED ${name}: ${why}`;
  console.warn(`\n${"!".repeat(line.length)}\n${line}\n${"!".repeat(line.length)}`);
  results.push({ name, status: "SKIPPED" });
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let ok = run("lint", "npm", ["run", "-s", "lint"]);
ok = run("typecheck", "npm", ["run", "-s", "typecheck"]) && ok;
ok = run("contract", "npm", ["run", "-s", "test:contract"]) && ok;
if (!process.env.TEST_DATABASE_URL) {
  if (ci) {
    console.error("CI=true requires TEST_DATABASE_URL (the server suite must also run on PostgreSQL)");
    ok = false;
  } else skip("server on PostgreSQL", "TEST_DATABASE_URL is not set (the PGlite run still happens)");
}
ok = run("server", "npm", ["run", "-s", "test:server"]) && ok;
ok = run("web", "npm", ["run", "-s", "test:web"]) && ok;
if (fs.existsSync(chromium)) {
  ok = run("build web", "npm", ["run", "-s", "build"]) && ok;
  ok = run("first-load JS budget", "node", ["--test", "scripts/first-load.test.mjs"]) && ok;
  ok = run("npm start (no rebuild, SIGTERM)", "node", ["--test", "scripts/start.test.mjs"]) && ok;
  ok = run("browser (Playwright + Chromium)", "npm", ["run", "-s", "test:e2e"], { CHROMIUM_PATH: chromium }) && ok;
} else if (ci) {
  console.error(`CI=true but Chromium is missing at ${chromium}: the browser tests cannot be skipped`);
  results.push({ name: "browser", status: "FAILED" });
  ok = false;
} else {
  skip("browser tests", `no Chromium at ${chromium} (apt-get install -y chromium)`);
}

console.log("\n━━━ summary ━━━");
for (const r of results) console.log(`${r.status.padEnd(8)} ${r.name}`);
const passed = results.filter((r) => r.status === "passed").length;
const failed = results.filter((r) => r.status === "FAILED").length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
