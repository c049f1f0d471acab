/** `npm run migrate`: brings the database up to date and exits (for deploy pipelines; start does it too). */
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
  statementTimeoutMs: 3_600_000,
});
await database.close();
console.log(`database is up to date (${database.kind})`);
