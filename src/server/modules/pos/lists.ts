import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { PosOrdersQuery } from '../../../contract/areas';
import type { Db } from '../../db/client';
import { posOrders } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer } from '../../paging';

export async function posOrderList(db: Db, session: SessionInfo, query: v.InferOutput<typeof PosOrdersQuery>) {
  const r = await accountPage(
    db,
    posOrders,
    session,
    query,
    [],
    [query.status ? eq(posOrders.status, query.status) : undefined],
  );
  return listAnswer('orders', r, (o) => ({
    id: o.id,
    reference: o.reference,
    terminals: o.terminals,
    address: o.address,
    contact_name: o.contactName,
    contact_phone: o.contactPhone,
    status: o.status,
    date_created: isoDate(o.createdAt),
  }));
}
