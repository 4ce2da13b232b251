import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/** Demo Stores Ltd (seed.ts DEMO_ACCOUNTS; repeated here so this step does not import seed.ts). */
const DEMO_STORES = 20001;

/**
 * The demo subaccounts' contact, resolved account name and split (percentages, and one flat NGN 500.00),
 * and the split of each successful payment the queries step pointed at a subaccount, by the rule of
 * splitShares in the contract: the share of a percentage is rounded down, a flat share is at most the
 * net. A USD payment cannot carry the flat NGN share, so it is not split.
 */
export async function seedSubaccounts(tx: Tx): Promise<void> {
  await tx.execute(sql`
    UPDATE subaccounts SET
      account_name = upper(fullname),
      business_email = lower(regexp_replace(business_name, '[^A-Za-z0-9]+', '.', 'g')) || '@demo.test',
      business_mobile = '+23480' || lpad((id * 7919 % 100000000)::text, 8, '0'),
      split_type = CASE WHEN id = 5 THEN 'flat' ELSE 'percentage' END,
      split_value = CASE WHEN id = 5 THEN 50000 ELSE (ARRAY[1000, 1500, 2000, 2500, 0, 750, 1250, 3000])[id] END,
      split_currency = CASE WHEN id = 5 THEN 'NGN' ELSE NULL END
    WHERE account_id = ${DEMO_STORES} AND id BETWEEN 1 AND 8`);
  await tx.execute(sql`
    UPDATE transactions t SET subaccount_id = NULL
    FROM subaccounts s
    WHERE t.subaccount_id = s.id AND t.account_id = ${DEMO_STORES}
      AND (t.status <> 'successful' OR (s.split_type = 'flat' AND s.split_currency <> t.currency))`);
  await tx.execute(sql`
    INSERT INTO subaccount_splits (account_id, subaccount_id, transaction_id, currency, amount, fee,
      merchant_share, subaccount_share, split_type, split_value, created_at)
    SELECT t.account_id, s.id, t.id, t.currency, t.amount, t.fee,
      (t.amount - t.fee) - x.share, x.share, s.split_type, s.split_value, t.created_at
    FROM transactions t
    JOIN subaccounts s ON s.id = t.subaccount_id AND s.account_id = t.account_id
    CROSS JOIN LATERAL (
      SELECT CASE WHEN s.split_type = 'percentage'
        THEN floor(greatest(t.amount - t.fee, 0) * s.split_value / 10000)::bigint
        ELSE least(s.split_value, greatest(t.amount - t.fee, 0)) END AS share
    ) x
    WHERE t.account_id = ${DEMO_STORES} AND t.status = 'successful'
    ON CONFLICT (transaction_id) DO NOTHING`);
}
