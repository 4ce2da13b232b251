import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { hearSessionChanges } from './auth/session-changes';
import { type Database, openPgliteInThread, openPostgres, PGLITE_MAINTENANCE_MS } from './db/client';
import { seed } from './db/seed';
import { closeServer } from './shutdown';
import { readConfig } from './env';
import { startChargebackReminders } from './modules/chargebacks/reminders';
import { startWebhookSender } from './webhooks/sender';

/** Reads the configuration, opens and prepares the database, listens. */
async function main(): Promise<void> {
  const config = readConfig();
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openPgliteInThread(config.dataDir);
  }
  await database.migrate();
  const seeded = await seed(database.db);
  if (seeded.length > 0) console.log(`Seeded demo data: ${seeded.join(', ')}`);
  await database.maintain();
  // PGlite has no autovacuum: keep its statistics current as the data grows (one process owns the data).
  const maintenance =
    database.kind === 'pglite'
      ? setInterval(() => {
          database.maintain().catch((err: unknown) => console.warn(`[db] maintenance failed: ${String(err)}`));
        }, PGLITE_MAINTENANCE_MS)
      : undefined;
  maintenance?.unref();

  const sessionChanges = config.sessionCacheMs ? hearSessionChanges(database) : undefined;
  const app = buildApp({
    db: database.db,
    config,
    checkResponses: !config.production,
    sessionChanges,
  });
  // Webhooks queued by payments, refunds and transfers are sent from here, never in the request.
  const stopWebhooks = startWebhookSender(database.db);
  // Admins hear of a chargeback 48 hours before its due date: swept here, each reminded once.
  const stopReminders = startChargebackReminders({ db: database.db, config });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(`Merchant dashboard on http://localhost:${info.port} (${where}${config.sandbox ? ', sandbox' : ''})`);
    if (config.sandbox) {
      console.log(`Sandbox outbox: http://localhost:${info.port}/sandbox/outbox`);
      if (config.sandboxOpenToNetwork) {
        console.warn('SANDBOX_OPEN_TO_NETWORK=1: anyone who reaches this server can read every sign-in code');
      }
    }
  });
  // Keep idle keep-alive connections longer than clients and proxies do (Node closes them after 5 s):
  // a request sent on a connection just as the server closed it fails with ECONNRESET.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const stop = () => {
    clearInterval(maintenance);
    stopWebhooks();
    stopReminders();
    closeServer(server as Server, () => {
      database.close().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
