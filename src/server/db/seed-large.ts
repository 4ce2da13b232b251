import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * A large deterministic data set for benchmarks: one business, Bench Traders Ltd (no demo user
 * is a member, so the demo journeys never see it), with `count` payments over three years and
 * one customer per ten payments. Rows come from generate_series in SQL, so a million takes
 * seconds on PostgreSQL instead of minutes of inserts from Node.
 */
export const BENCH_ACCOUNT = 29001;
const FIRST_TX_ID = 50_000_000;
const FIRST_CUSTOMER_ID = 60_000_000;
const FIRST_SETTLEMENT_ID = 70_000_000;
/** Days of history the payments spread over (three years). */
const HISTORY_DAYS = 1095;
const CHUNK = 100_000;

const FIRST = [
  'Ada',
  'Bola',
  'Chidi',
  'Dayo',
  'Efua',
  'Femi',
  'Grace',
  'Halima',
  'Ike',
  'Jide',
  'Kemi',
  'Lola',
  'Musa',
  'Ngozi',
  'Obi',
  'Precious',
  'Seun',
  'Tolu',
  'Uche',
  'Yemi',
];
const LAST = [
  'Okafor',
  'Adeyemi',
  'Eze',
  'Balogun',
  'Mensah',
  'Ola',
  'Nwosu',
  'Bello',
  'Okoro',
  'Danladi',
  'Bakare',
  'Ojo',
  'Tamuno',
  'Akin',
  'Obi',
  'Uzo',
  'Lawal',
  'Sani',
  'Abiola',
  'Kalu',
];
const textArray = (items: string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s}'`).join(',')}]`);

/** An integer computed here, written into the SQL as a literal (generate_series needs typed bounds). */
const n = (x: number) => sql.raw(String(Math.trunc(x)));

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Seeds `count` payments unless they are there already; true when it seeded. */
export async function seedLarge(db: Db, count: number, log: (line: string) => void = console.log): Promise<boolean> {
  const [existing] = rowsOf<{ n: string }>(
    await db.execute(sql`SELECT count(*) AS n FROM transactions WHERE account_id = ${BENCH_ACCOUNT}`),
  );
  if (Number(existing?.n ?? 0) === count) {
    log(`Bench data already there: ${count} payments on account ${BENCH_ACCOUNT}`);
    return false;
  }
  const started = Date.now();
  // All or nothing: a seed stopped half-way (its indexes dropped) leaves the database as it was.
  await db.transaction((tx) => fill(tx, count, log, started));
  // VACUUM too: it sets the visibility map (index-only counts) and flushes the GIN pending lists of the
  // trigram indexes, as autovacuum would on a live database.
  await db.execute(sql`VACUUM ANALYZE`);
  log(`Bench data: ${count} payments on account ${BENCH_ACCOUNT} in ${Date.now() - started} ms`);
  return true;
}

async function fill(db: Tx, count: number, log: (line: string) => void, started: number): Promise<void> {
  await db.execute(sql`DELETE FROM accounts WHERE id = ${BENCH_ACCOUNT}`);
  await db.execute(sql`
    INSERT INTO accounts (id, business_name, business_email, country, currency, merchant_env, compliance_status, merchant_id, parent_account_id)
    VALUES (${BENCH_ACCOUNT}, 'Bench Traders Ltd', 'bench@bench.test', 'NG', 'NGN', 'prod', 'AA', 'BNC29001', ${BENCH_ACCOUNT})`);
  await db.execute(sql`
    INSERT INTO wallets (account_id, currency, ledger_balance, available_balance)
    VALUES (${BENCH_ACCOUNT}, 'NGN', 900000000000, 850000000000), (${BENCH_ACCOUNT}, 'USD', 5000000000, 4800000000)`);

  const customers = Math.max(1000, Math.floor(count / 10));
  // Indexes are built once after the rows are in: sorting ten million keys once is many times faster than
  // inserting them one by one into a dozen indexes (a 10M seed took about an hour that way, under load).
  // The demo's updated rows make PostgreSQL mark them usable only by transactions that start after every
  // transaction older than the seed's has ended (indcheckxmin): a long transaction elsewhere delays them.
  const rebuild = await dropSecondaryIndexes(db, ['customers', 'transactions']);
  for (let from = 0; from < customers; from += CHUNK) {
    const to = Math.min(customers, from + CHUNK) - 1;
    await db.execute(sql`
      INSERT INTO customers (id, account_id, fullname, email, phone, city, created_at)
      SELECT ${n(FIRST_CUSTOMER_ID)} + j, ${n(BENCH_ACCOUNT)},
             f || ' ' || l, lower(f || '.' || l || j || '@bench.test'), '+23481' || lpad(j::text, 8, '0'), 'Lagos',
             now() - ((${n(customers)} - j)::float8 / ${n(customers)} * 1100) * interval '1 day'
      FROM (SELECT j, (${textArray(FIRST)})[j % 20 + 1] AS f, (${textArray(LAST)})[(j / 20) % 20 + 1] AS l
            FROM generate_series(${n(from)}, ${n(to)}) AS j) names`);
  }
  log(`  ${customers} customers (${Date.now() - started} ms)`);

  // Each customer's totals are summed once from the payments afterwards: kept by their trigger insert by
  // insert, they doubled the time of the inserts. The hour and day rollups stay on their triggers.
  await db.execute(sql`ALTER TABLE transactions DISABLE TRIGGER transactions_customer_totals_insert`);
  for (let from = 0; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK) - 1;
    // h: a cheap deterministic hash of i (Knuth's multiplier), its digits pick each attribute. References
    // are an odd multiple of i modulo 2^40 in hex: unique, and spread over time like real random codes.
    await db.execute(sql`
      INSERT INTO transactions (id, account_id, customer_id, currency, amount, fee, status, narration, reference,
                                payment_type, device, city, card_first6, card_last4, card_brand, created_at)
      SELECT ${n(FIRST_TX_ID)} + i, ${n(BENCH_ACCOUNT)}, ${n(FIRST_CUSTOMER_ID)} + (h % ${n(customers)}),
             CASE WHEN h % 100 < 8 THEN 'USD' ELSE 'NGN' END,
             amount, CASE WHEN status = 'successful' THEN least(amount * 14 / 1000, 200000) ELSE 0 END,
             status, 'Order ' || i, 'BT' || upper(lpad(to_hex((i::bigint * 40503551) % 1099511627776), 10, '0')), ptype,
             CASE WHEN h % 3 = 0 THEN 'desktop' ELSE 'mobile' END, 'Lagos',
             CASE WHEN ptype = 'card' THEN '539983' END, CASE WHEN ptype = 'card' THEN lpad((h % 10000)::text, 4, '0') END,
             CASE WHEN ptype = 'card' THEN 'MASTERCARD' END,
             now() - ((${n(count)} - i)::float8 / ${n(count)} * 1095) * interval '1 day'
      FROM (
        SELECT i, h, ((h / 7) % 50000 + 100) * 100 AS amount,
               CASE WHEN (h / 100) % 100 < 85 THEN 'successful' WHEN (h / 100) % 100 < 93 THEN 'failed'
                    WHEN (h / 100) % 100 < 98 THEN 'pending' ELSE 'pending-capture' END AS status,
               CASE WHEN (h / 10000) % 100 < 55 THEN 'card' WHEN (h / 10000) % 100 < 75 THEN 'bank_transfer'
                    WHEN (h / 10000) % 100 < 87 THEN 'ussd' ELSE 'account' END AS ptype
        FROM (SELECT i, (i::bigint * 2654435761) % 4294967296 AS h FROM generate_series(${n(from)}, ${n(to)}) AS i) g
      ) x`);
    log(`  ${to + 1} payments (${Date.now() - started} ms)`);
  }
  await db.execute(sql`ALTER TABLE transactions ENABLE TRIGGER transactions_customer_totals_insert`);
  await db.execute(sql`SELECT rebuild_payment_customer_totals()`);
  log(`  customer totals (${Date.now() - started} ms)`);
  for (const definition of rebuild) await buildIndex(db, definition);
  log(`  ${rebuild.length} indexes rebuilt (${Date.now() - started} ms)`);
  await seedSettlements(db);
  log(`  ${HISTORY_DAYS * 2} settlements (${Date.now() - started} ms)`);
}

/**
 * One settlement a day in each currency over the history, as a provider pays out daily: the
 * settlements list and the overview's settlement figures then read a realistic number of rows.
 * Their totals are plausible, not the sums of the day's payments (the bench reads, it does not reconcile).
 */
async function seedSettlements(db: Tx): Promise<void> {
  await db.execute(sql`
    INSERT INTO settlements (id, account_id, currency, gross_amount, fee, net_amount, transactions_count, status, due_date, created_at)
    SELECT ${n(FIRST_SETTLEMENT_ID)} + d * 2 + c, ${n(BENCH_ACCOUNT)}, (ARRAY['NGN','USD'])[c + 1],
           gross, gross * 14 / 1000, gross - gross * 14 / 1000, 1000 + (d * 37) % 9000,
           CASE WHEN d < 2 THEN 'pending' ELSE 'completed' END,
           date_trunc('day', now()) - (d - 1) * interval '1 day', date_trunc('day', now()) - d * interval '1 day'
    FROM generate_series(0, ${n(HISTORY_DAYS - 1)}) AS d, generate_series(0, 1) AS c,
         LATERAL (SELECT ((d * 2654435761::bigint) % 900000000 + 100000000) / (1 + c * 80) AS gross) g`);
}

/**
 * Drops the indexes of `tables` that no constraint owns (primary keys and foreign keys stay, so every
 * row is still checked) and answers their definitions, to be built again once the rows are in.
 */
async function dropSecondaryIndexes(db: Tx, tables: string[]): Promise<string[]> {
  const found = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname IN (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )}) AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`),
  );
  for (const { name } of found) await db.execute(sql.raw(`DROP INDEX ${name}`));
  return found.map((f) => f.definition);
}

/** One index, with more sort memory than the default 64 MB (for the seed's transaction only). */
async function buildIndex(db: Tx, definition: string): Promise<void> {
  await db.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  await db.execute(sql.raw(definition));
}
