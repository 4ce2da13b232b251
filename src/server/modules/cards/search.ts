import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CardsQuery } from '../../../contract/search';
import type { Db } from '../../db/client';
import { virtualCards } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { contains, page, termOf } from '../../paging';

// v2/transactions/query and v2/customers/query are served by modules/transactions and modules/customers.

/** GET v2/cards/search: cards whose name or card id (or last four digits) match. */
export async function searchCards(db: Db, session: SessionInfo, query: v.InferOutput<typeof CardsQuery>) {
  const name = termOf(query.name);
  const cardId = termOf(query.card_id);
  const matches = [
    name ? contains(virtualCards.name, name) : undefined,
    cardId ? or(contains(virtualCards.cardId, cardId), eq(virtualCards.last4, cardId)) : undefined,
  ].filter((m): m is SQL => m !== undefined);
  const where = and(eq(virtualCards.accountId, accountOf(session)), matches.length > 0 ? or(...matches) : undefined);
  const result = await cardsPage(db, query, where);
  return { cards: result.rows.map(cardRecord), page_info: result.page_info };
}

export const cardRecord = (c: typeof virtualCards.$inferSelect) => ({
  card_id: c.cardId,
  first6: c.first6,
  last4: c.last4,
  currency: c.currency,
  name: c.name,
  date_created: c.createdAt.toISOString(),
});

/** One page of the business's cards matching `where`, newest first (the list and the search alike). */
export function cardsPage(db: Db, query: Parameters<typeof page>[0], where: SQL | undefined) {
  return page(
    query,
    () => db.$count(virtualCards, where),
    (limit, offset) =>
      db
        .select()
        .from(virtualCards)
        .where(where)
        .orderBy(desc(virtualCards.createdAt), desc(virtualCards.cardId))
        .limit(limit)
        .offset(offset),
  );
}
