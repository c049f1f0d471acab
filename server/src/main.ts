/** Reads the configuration, opens the database, seeds it when empty, and starts listening. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { startBanner } from "./seed/banner.js";
import { prepareDatabase } from "./seed/start.js";
import { resolveJwtSecret } from "./secret.js";
import { refuse } from "./refusal.js";

const SEED_ONLY = "SHOP_SEED_ONLY";
/** The exit code of a seeding child that created the demo shop (0: there was nothing to do). */
const SEEDED = 3;

/** Runs this same program as a child that only seeds the embedded database; true when it created the demo shop. */
function seedInChild(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, [SEED_ONLY]: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 || code === SEEDED ? resolve(code === SEEDED) : reject(new Error("Creating the demo shop failed")),
    );
  });
}

/** How many of the pool's connections a PostgreSQL server opens and warms when it starts. */
const WARM_CONNECTIONS = 4;

async function main() {
  const config = loadConfig();
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      statementTimeoutMs: config.statementTimeoutMs,
    });
  // On the embedded database the demo shop is built by a child process: building it grows the
  // database's memory and the image encoder's, which a process never gives back (docs/performance.md, Memory).
  const seedOnly = process.env[SEED_ONLY] === "1";
  const newEmbedded = !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"));
  const seededByChild = newEmbedded && config.seedDemo && !seedOnly ? await seedInChild() : false;
  const database = await open();

  // Under the start-up lock: two servers starting together on an empty database seed it once.
  const seeded = await database.exclusively(
    async (db) => (await prepareDatabase(db, config, { info: (m) => console.log(m) })) || seededByChild,
  );
  if (seedOnly) {
    await database.close();
    process.exit(seeded ? SEEDED : 0);
  }
  const app = await buildApp({ config, database, jwtSecret: await resolveJwtSecret(config, database) });
  // The connections a few requests at a time use, with their caches filled (docs/deploy.md); a
  // failure here only leaves them cold.
  await database.warm?.(WARM_CONNECTIONS).catch(() => {});

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  const port = (app.server.address() as { port: number }).port;
  const lines = startBanner(config, {
    url: `http://localhost:${port}`,
    port,
    database: database.kind === "pglite" ? `embedded (${config.dataDir})` : "PostgreSQL",
    seeded,
  });
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error) => refuse("start", error));
