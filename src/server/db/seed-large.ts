import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A large deterministic data set for benchmarks: one business, Bench Traders Ltd (no demo user
 * is a member, so the demo journeys never see it), with `count` payments over three years and
 * one customer per ten payments. Rows come from generate_series in SQL, so a million takes
 * seconds on PostgreSQL instead of minutes of inserts from Node.
 */
export const BENCH_ACCOUNT = 29001;
const FIRST_TX_ID = 50_000_000;
const FIRST_CUSTOMER_ID = 60_000_000;
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

export async function seedLarge(db: Db, count: number, log: (line: string) => void = console.log): Promise<void> {
  const [existing] = rowsOf<{ n: string }>(
    await db.execute(sql`SELECT count(*) AS n FROM transactions WHERE account_id = ${BENCH_ACCOUNT}`),
  );
  if (Number(existing?.n ?? 0) === count) {
    log(`Bench data already there: ${count} payments on account ${BENCH_ACCOUNT}`);
    return;
  }
  const started = Date.now();
  await db.execute(sql`DELETE FROM accounts WHERE id = ${BENCH_ACCOUNT}`);
  await db.execute(sql`
    INSERT INTO accounts (id, business_name, business_email, country, currency, merchant_env, compliance_status, merchant_id, parent_account_id)
    VALUES (${BENCH_ACCOUNT}, 'Bench Traders Ltd', 'bench@bench.test', 'NG', 'NGN', 'prod', 'AA', 'BNC29001', ${BENCH_ACCOUNT})`);
  await db.execute(sql`
    INSERT INTO wallets (account_id, currency, ledger_balance, available_balance)
    VALUES (${BENCH_ACCOUNT}, 'NGN', 900000000000, 850000000000), (${BENCH_ACCOUNT}, 'USD', 5000000000, 4800000000)`);

  const customers = Math.max(1000, Math.floor(count / 10));
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
  // VACUUM too: it sets the visibility map (index-only counts) and flushes the GIN pending lists of the
  // trigram indexes, as autovacuum would on a live database.
  await db.execute(sql`VACUUM ANALYZE`);
  log(
    `Bench data: ${count} payments, ${customers} customers on account ${BENCH_ACCOUNT} in ${Date.now() - started} ms`,
  );
}
