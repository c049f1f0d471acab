#!/usr/bin/env node
// `npm run build -w server`: bundles the server into dist/ with esbuild, so production runs plain
// JavaScript with no TypeScript compiler at run time. Packages from node_modules stay external
// (native ones such as sharp and argon2 among them); the workspace's own contract is bundled in.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, "dist");
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: { main: path.join(here, "src/main.ts"), migrate: path.join(here, "src/migrate.ts") },
  outdir: dist,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-packages",
      setup(b) {
        // Bare imports are packages: external, except the workspace's contract (TypeScript source).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@shop/") || args.path.startsWith("node:")
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The migrations are read at run time from beside the code.
fs.cpSync(path.join(here, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });
// So are the database's functions, applied after them (src/db/apply-functions.ts).
fs.cpSync(path.join(here, "src/db/functions"), path.join(dist, "functions"), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), dist) || "dist"}`);
