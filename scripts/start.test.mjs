// `npm start` (decision 0005, the deployment): with the build current it starts without rebuilding, and
// SIGTERM to npm stops the server — no process left listening, the embedded database unlocked.
// Run by `npm test` after the build, with node's own test runner.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
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
