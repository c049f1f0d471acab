/** Reads the configuration, opens the database, seeds it when empty, and starts listening. */
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { DEMO_ACCOUNTS } from "./seed/index.js";
import { prepareDatabase } from "./seed/start.js";
import { resolveJwtSecret } from "./secret.js";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const app = await buildApp({ config, database, jwtSecret: await resolveJwtSecret(config, database) });

  // Under the start-up lock: two servers starting together on an empty database seed it once.
  const seeded = await database.exclusively((db) => prepareDatabase(db, config, app.log));

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
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    "",
    `  ${config.shopName} is running at ${url}`,
    `  API docs: ${url}/api/docs    database: ${database.kind === "pglite" ? `embedded (${config.dataDir})` : "PostgreSQL"}`,
  ];
  if (config.seedDemo && !config.production) {
    lines.push(seeded ? "  Demo data was created. Demo accounts:" : "  Demo accounts (if the demo data was created):");
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.label.padEnd(9)} ${a.username} / ${a.password}`);
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
