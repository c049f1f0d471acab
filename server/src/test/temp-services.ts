/**
 * A PostgreSQL cluster and a Redis server of a test's own, on free ports under a temporary
 * directory, that the test may stop, restart and kill: never the machine's shared ones.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary as the postgres user (initdb refuses root). */
function asPostgres(bin: string, args: string[]) {
  const file = path.join(PG_BIN, bin);
  if (process.getuid?.() === 0)
    return execFileSync("runuser", ["-u", "postgres", "--", file, ...args], { stdio: "pipe" });
  return execFileSync(file, args, { stdio: "pipe" });
}

export interface TempPostgres {
  url: string;
  port: number;
  start(): void;
  stop(mode?: "fast" | "immediate"): void;
  destroy(): void;
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-pg-"));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`;
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => {
      asPostgres("pg_ctl", ["-D", data, "-o", opts, "-l", path.join(dir, "log"), "-w", "start"]);
    },
    stop: (mode: "fast" | "immediate" = "fast") => {
      asPostgres("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
    },
    destroy: () => {
      try {
        pg.stop("immediate");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}

export interface TempRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTempRedis(): Promise<TempRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      for (let i = 0; i < 100; i++) {
        const up = await new Promise<boolean>((resolve) => {
          const s = net.connect(port, "127.0.0.1", () => {
            s.end();
            resolve(true);
          });
          s.on("error", () => resolve(false));
        });
        if (up) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error("redis-server did not start");
    },
    stop: async () => {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once("exit", () => resolve());
        c.kill("SIGKILL");
      });
    },
  };
  await redis.start();
  return redis;
}
