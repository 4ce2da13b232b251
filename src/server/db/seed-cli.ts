import { mkdirSync } from 'node:fs';
import { readConfig } from '../env';
import { type Database, openPglite, openPostgres } from './client';
import { seed } from './seed';
import { seedLarge } from './seed-large';

/**
 * npm run seed [-- --transactions N]: migrates and seeds the demo data into the configured
 * database (DATA_DIR or DATABASE_URL), and with --transactions adds N benchmark payments.
 */
export function transactionsArg(argv: readonly string[]): number | null {
  const at = argv.indexOf('--transactions');
  if (at === -1) return null;
  const n = Number(argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 20_000_000)
    throw new Error('--transactions needs a whole number from 1 to 20000000');
  return n;
}

export async function openConfigured(): Promise<Database> {
  const config = readConfig();
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(config.dataDir);
}

async function main(): Promise<void> {
  const count = transactionsArg(process.argv.slice(2));
  const database = await openConfigured();
  try {
    await database.migrate();
    const applied = await seed(database.db);
    console.log(applied.length ? `Seeded demo data: ${applied.join(', ')}` : 'Demo data already seeded');
    if (count !== null) await seedLarge(database.db, count);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
