import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantKeys, virtualCards } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { contains, listAnswer, type ListQuery, termOf } from '../../paging';
import { cardRecord, cardsPage } from './search';

/** GET v2/cards: the virtual cards; cards need live keys (spec 1 §2). */
export async function virtualCardList(db: Db, session: SessionInfo, query: ListQuery) {
  const accountId = accountOf(session);
  const [keys] = await db
    .select({ live: merchantKeys.liveKey })
    .from(merchantKeys)
    .where(eq(merchantKeys.accountId, accountId));
  if (!keys?.live) throw new ApiError(403, 'Virtual cards need live API keys. Complete compliance to go live.');
  const term = termOf(query.q);
  const where = and(
    eq(virtualCards.accountId, accountId),
    term
      ? or(contains(virtualCards.name, term), contains(virtualCards.cardId, term), eq(virtualCards.last4, term))
      : undefined,
  );
  const r = await cardsPage(db, query, where);
  return listAnswer('cards', r, (c) => ({ ...cardRecord(c), status: c.status, balance: c.balance }));
}
