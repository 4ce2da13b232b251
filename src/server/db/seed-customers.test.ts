import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('the demo seed', () => {
  // Customers and payments are drawn apart; a customer shown as "customer since" a date after their
  // own first payment reads as a bug to a merchant.
  it('makes every customer one no later than their first payment', async () => {
    const database = await freshDatabase();
    try {
      const [counts] = rowsOf<{ paying: number; late: number }>(
        await database.db.execute(sql`
          SELECT count(*)::int AS paying, count(*) FILTER (WHERE c.created_at > f.first_paid)::int AS late
          FROM customers c
          JOIN (SELECT customer_id, min(created_at) AS first_paid FROM transactions
                WHERE customer_id IS NOT NULL GROUP BY customer_id) f ON f.customer_id = c.id`),
      );
      expect(counts?.paying).toBeGreaterThan(100);
      expect(counts?.late).toBe(0);
    } finally {
      await database.close();
    }
  });
});
