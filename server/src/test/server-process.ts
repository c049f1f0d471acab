/**
 * A real server process for the multi-server tests, started as docs/deploy.md starts one: the built
 * server, `node server/dist/main.js` (the suite's global setup builds it, test/build-server.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./temp-services.js";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  url: string;
  /** Its data directory: the file mail outbox is in `outbox/`. */
  dataDir: string;
  child: ChildProcess;
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

/** The built server's entry point. */
export const builtServer = path.join(serverDir, "dist", "main.js");

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-srv-"));
  if (!fs.existsSync(builtServer)) throw new Error(`${builtServer} is missing: run npm run build -w server`);
  const child = spawn(process.execPath, [builtServer], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(dataDir, "no-web"),
      JWT_SECRET: "multi-server-test-secret-0123456789abcdef",
      TEST_DB: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr!.on("data", (d: Buffer) => {
    output += d.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = setInterval(() => {
      if (output.includes("is running at")) {
        clearTimeout(timer);
        clearInterval(check);
        resolve();
      }
    }, 50);
    child.once("exit", (code) => {
      clearTimeout(timer);
      clearInterval(check);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}
