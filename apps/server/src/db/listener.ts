import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { Client } from 'pg';

export type Unlisten = () => Promise<void>;

/**
 * LISTEN on one dedicated connection (never a pooled one: a pooled client is handed to other queries
 * and would drop the subscription). If the connection breaks (database restart, network), it reconnects
 * with a growing delay; notifications sent while it was down are lost, which the clients' polling covers.
 */
export async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onError: (err: unknown) => void): Promise<Unlisten> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  // pg is imported by the PostgreSQL engine only (db/client.ts): the embedded database has no use for it.
  const { default: pg } = await import('pg');
  let current: Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delayMs = 500;

  const retry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      attempt().catch(onError);
    }, delayMs);
    retryTimer.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };

  const lost = (c: Client) => {
    if (current !== c) return;
    current = null;
    c.end().catch(() => undefined);
    retry();
  };

  /** One connection attempt; on failure it schedules the next one and rethrows. */
  const attempt = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    c.on('error', (err) => {
      onError(err);
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      c.end().catch(() => undefined);
      retry();
      throw err;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    current = c;
    delayMs = 500;
  };

  await attempt();
  return async () => {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    const c = current;
    current = null;
    if (c) await c.end().catch(() => undefined);
  };
}

/** NOTIFY on a channel (delivered after the current transaction commits). */
export const notify = (db: Db, channel: string, payload: string) => db.execute(sql`select pg_notify(${channel}, ${payload})`);
