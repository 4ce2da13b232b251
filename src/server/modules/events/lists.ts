import { eq } from 'drizzle-orm';
import { eventStatusOf } from '../../../contract/events';
import { mayHaveEvents } from '../../../contract/event-business-types';
import { businessTypeOf } from '../../../contract/merchant';
import type { Db } from '../../db/client';
import { accounts, events } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer, type ListQuery } from '../../paging';

export async function eventList(db: Db, session: SessionInfo, query: ListQuery) {
  const [account] = await db
    .select({ regMeta: accounts.regMeta })
    .from(accounts)
    .where(eq(accounts.id, accountOf(session)));
  if (!mayHaveEvents(businessTypeOf(account?.regMeta ?? []))) {
    throw new ApiError(403, 'Events are available to businesses, non-profits and event managers only');
  }
  const r = await accountPage(db, events, session, query, [events.title, events.venue]);
  return listAnswer('events', r, (e) => ({
    id: e.id,
    title: e.title,
    venue: e.venue,
    starts_at: isoDate(e.startsAt),
    ticket_price: e.ticketPrice,
    currency: e.currency,
    tickets_sold: e.ticketsSold,
    status: eventStatusOf(e.status, e.startsAt),
    date_created: isoDate(e.createdAt),
  }));
}
