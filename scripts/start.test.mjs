// `npm start` (decision 0005, the deployment): with the build current it starts without rebuilding, and
// SIGTERM to npm stops the server — no process left listening, the embedded database unlocked.
// Run by `npm test` after the build, with node's own test runner.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

async function until(what, check, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.fail(`timed out after ${ms} ms waiting for ${what}`);
}

test("npm start does not rebuild a current build, and SIGTERM to npm stops the server", {
  timeout: 120_000,
}, async () => {
  assert.ok(fs.existsSync(path.join(root, "server/dist/main.js")), "run `npm run build` first (npm test does)");
  const built = ["web/dist/index.html", "web/dist-ssr/entry-server.js", "server/dist/main.js"].map((f) =>
    path.join(root, f),
  );
  const builtAt = () => built.map((f) => fs.statSync(f).mtimeMs);
  const before = builtAt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-start-"));
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.NODE_ENV;
  const npm = spawn("npm", ["start"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that a failed test can clean up everything it started.
    detached: true,
  });
  let output = "";
  npm.stdout.on("data", (d) => {
    output += d;
  });
  npm.stderr.on("data", (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => npm.once("exit", (code, signal) => resolve({ code, signal })));
  try {
    await until(
      "the shop to answer /readyz",
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200,
      90_000,
    );
    assert.doesNotMatch(output, /Building the/, `npm start rebuilt a current build:\n${output}`);
    assert.deepEqual(builtAt(), before, "npm start rewrote the build although it was current");
    assert.match(output, new RegExp(`running at http://(localhost|127\\.0\\.0\\.1):${port}`), "it prints the URL");
    assert.ok(
      fs.existsSync(path.join(dataDir, "pglite", "marigold.lock")),
      "the embedded database is locked while it runs",
    );

    npm.kill("SIGTERM");
    const { code, signal } = await Promise.race([
      exited,
      new Promise((_, reject) => setTimeout(() => reject(new Error("npm start did not exit on SIGTERM")), 15_000)),
    ]);
    assert.ok(code === 0 || signal === "SIGTERM" || code === 143, `exit ${code} ${signal}`);
    await until("the port to close", async () => !(await portOpen(port)), 10_000);
    assert.ok(
      !fs.existsSync(path.join(dataDir, "pglite", "marigold.lock")),
      "the server released the embedded database",
    );
  } finally {
    try {
      process.kill(-npm.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Resident memory in MB: one process's (`/proc/PID/status` VmRSS), and a process group's summed by ps. */
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
function groupRss(pgid) {
  const out = spawnSync("ps", ["-o", "rss=", "-g", String(pgid)], { encoding: "utf8" }).stdout;
  return out.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}
function serverPid(pgid) {
  const out = spawnSync("ps", ["-o", "pid=,args=", "-g", String(pgid)], { encoding: "utf8" }).stdout;
  const line = out.split("\n").find((l) => /scripts\/start\.mjs/.test(l) && !/npm/.test(l));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

test("the embedded demo shop holds at most 300 MB in the server and 360 MB with npm after 200 page and search requests", {
  timeout: 600_000,
  skip: process.platform !== "linux" && "reads /proc",
}, async () => {
  assert.ok(fs.existsSync(path.join(root, "server/dist/main.js")), "run `npm run build` first (npm test does)");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-memory-"));
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.NODE_ENV;
  delete env.NODE_OPTIONS;
  const npm = spawn("npm", ["start"], { cwd: root, env, stdio: "ignore", detached: true });
  try {
    // A fresh data directory: the first start builds the demo shop (in a child process).
    await until(
      "the shop to answer /readyz",
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200,
      300_000,
    );
    const base = `http://127.0.0.1:${port}`;
    const words = ["tea", "mug", "lamp", "chair", "shirt"];
    for (let i = 0; i < 100; i++) {
      const page = await fetch(`${base}/products?page=${i % 5}`);
      assert.equal(page.status, 200);
      await page.arrayBuffer();
      const search = await fetch(`${base}/api/public/products?keyword=${words[i % 5]}&pageNumber=${i % 3}`);
      assert.equal(search.status, 200);
      await search.arrayBuffer();
    }
    const pid = serverPid(npm.pid);
    assert.ok(pid, "found the server's process");
    // Resident memory is not timing: a loaded machine makes it no larger.
    const server = rssOf(pid);
    const group = groupRss(npm.pid);
    assert.ok(server <= 300, `the server holds ${server.toFixed(0)} MB after 200 requests (at most 300)`);
    assert.ok(group <= 360, `npm start's processes hold ${group.toFixed(0)} MB after 200 requests (at most 360)`);
  } finally {
    try {
      process.kill(-npm.pid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 3000));
      process.kill(-npm.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
