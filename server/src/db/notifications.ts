/**
 * PostgreSQL notifications between servers: what a server keeps in memory (the catalog's answers,
 * the store settings) is kept in step with every other server's changes by a NOTIFY sent inside the
 * transaction that makes the change (delivered only if it commits) and a LISTEN per server and
 * channel on a connection of its own (decision 0004).
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "./client.js";

export interface Listener {
  /** A notification's payload. */
  onPayload(payload: string | undefined): void;
  /**
   * Notifications may have been missed: the connection was lost (`listening` false: keep nothing
   * until it is back) or is listening again (`listening` true: start afresh).
   */
  onReset(listening: boolean): void;
}

/**
 * Listens on `channel` and hands each notification to `listener`; reconnects after losing its
 * connection (250 ms, doubling to 10 s). Returns a function that stops listening.
 */
export function listenOn(
  db: Db,
  channel: string,
  listener: Listener,
  log: { warn(obj: object, msg: string): void },
): () => Promise<void> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);

  if (client instanceof pg.Pool) {
    let stopped = false;
    let conn: pg.Client | undefined;
    let delay = 250;
    const connect = async () => {
      if (stopped) return;
      const c = new pg.Client(client.options);
      conn = c;
      c.on("notification", (msg) => msg.channel === channel && listener.onPayload(msg.payload));
      c.on("error", (error) => {
        if (stopped) return;
        log.warn({ err: error, channel }, "change listener lost its connection; retrying");
        listener.onReset(false);
        c.end().catch(() => {});
        setTimeout(connect, delay).unref();
        delay = Math.min(delay * 2, 10_000);
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        listener.onReset(true);
        delay = 250;
      } catch (error) {
        c.emit("error", error);
      }
    };
    void connect();
    return async () => {
      stopped = true;
      await conn?.end().catch(() => {});
    };
  }

  // PGlite: one process, its own LISTEN.
  const lite = client as PGlite;
  listener.onReset(true);
  const unlisten = lite.listen(channel, listener.onPayload);
  return async () => {
    await (await unlisten)().catch(() => {});
  };
}
