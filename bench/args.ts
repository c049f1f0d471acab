/**
 * The benchmarks' command lines: `--name value` and bare flags (`--seed-only`, which is `"true"`), and
 * `--help`, which prints the usage written at the top of the benchmark's own file and exits.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";

export function parseArgs(list: string[], script: string): Record<string, string> {
  if (list.includes("--help")) {
    const source = fs.readFileSync(fileURLToPath(script), "utf8");
    const usage = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? "";
    process.stdout.write(`${usage.replace(/^ ?\* ?/gm, "").trim()}\n`);
    process.exit(0);
  }
  const out: Record<string, string> = {};
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    if (!a.startsWith("--")) continue;
    const [k, v] = a.slice(2).split("=");
    out[k!] = v ?? (list[i + 1] !== undefined && !list[i + 1]!.startsWith("--") ? list[++i]! : "true");
  }
  return out;
}
