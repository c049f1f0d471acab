#!/usr/bin/env node
// `npm start`: builds what is out of date (the web app, the server), then runs the built server in
// this very process, so that SIGTERM or Ctrl-C reaches it and stops it (no orphan left behind), and
// a restart with an unchanged tree starts at once instead of rebuilding.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (...p) => path.join(root, ...p);

/** The newest modification time under the given paths (files or directories), tests excluded. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== "node_modules" && entry !== "dist") visit(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const contract = [at("packages/contract/src"), at("packages/contract/package.json")];
const targets = [
  {
    name: "web app",
    // The server bundle is written last by the web build (web/dist, then web/dist-ssr).
    output: at("web/dist-ssr/entry-server.js"),
    inputs: [
      at("web/src"),
      at("web/public"),
      at("web/index.html"),
      at("web/scripts"),
      at("web/vite.config.ts"),
      at("web/package.json"),
      ...contract,
    ],
    build: ["run", "build", "-w", "web"],
  },
  {
    name: "server",
    output: at("server/dist/main.js"),
    inputs: [at("server/src"), at("server/build.mjs"), at("server/package.json"), ...contract],
    build: ["run", "build", "-w", "server"],
  },
];

for (const t of targets) {
  if (mtime(t.output) >= newest(t.inputs)) continue;
  console.log(`Building the ${t.name}…`);
  const r = spawnSync("npm", t.build, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await import(pathToFileURL(at("server/dist/main.js")).href);
