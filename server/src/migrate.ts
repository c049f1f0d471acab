/** `npm run migrate`: brings the database up to date and exits (for deploy pipelines; start does it too). */
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { reasonsOf, refuse } from "./refusal.js";

/** The database without its credentials: host, port and name, or the embedded database's folder. */
export function databaseName(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `the embedded database in ${dataDir}`;
  try {
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.replace(/^\//, "")) || "(default database)";
    return `PostgreSQL ${url.hostname || "localhost"}${url.port ? `:${url.port}` : ""}/${name}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

try {
  const config = loadConfig(process.env, "migrate");
  const name = databaseName(config.databaseUrl, config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    statementTimeoutMs: 3_600_000,
  }).catch((error) => {
    throw new Error(`could not migrate ${name}: ${reasonsOf(error).join("; ")}`);
  });
  await database.close();
  console.log(`${name} is up to date`);
} catch (error) {
  refuse("migrate", error);
}
