import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { POS_ORDER_STATUSES, type PosOrderStatus } from '../../../contract/areas';
import {
  nextPosStatus,
  POS_MESSAGES,
  type PosOrderDetail,
  type PosRequestBody,
  posContactPhone,
} from '../../../contract/pos';
import type { Db } from '../../db/client';
import { accounts, posOrders } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { preferenceOf } from '../../preferences';
import { accountOf } from '../../tenancy';

type PosOrderRow = typeof posOrders.$inferSelect;

const STEP_DATE: Record<PosOrderStatus, (row: PosOrderRow) => Date | null> = {
  requested: (row) => row.createdAt,
  approved: (row) => row.approvedAt,
  shipped: (row) => row.shippedAt,
  delivered: (row) => row.deliveredAt,
};

/** A request as the app reads it, with the day it reached each step. */
export function posOrderView(row: PosOrderRow): PosOrderDetail {
  const reached = POS_ORDER_STATUSES.indexOf(row.status);
  return {
    id: row.id,
    reference: row.reference,
    terminals: row.terminals,
    address: row.address,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    status: row.status,
    date_created: row.createdAt.toISOString(),
    steps: POS_ORDER_STATUSES.map((status, i) => ({
      status,
      date: i <= reached ? (STEP_DATE[status](row)?.toISOString() ?? null) : null,
    })),
  };
}

/** GET v2/pos/orders/{id}: one of the business's requests; another business's answers 404. */
export async function posOrder(db: Db, session: SessionInfo, id: string): Promise<PosOrderDetail> {
  const orderId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (orderId === null) throw new ApiError(404, POS_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(posOrders)
    .where(and(eq(posOrders.id, orderId), eq(posOrders.accountId, accountOf(session))));
  if (!row) throw new ApiError(404, POS_MESSAGES.notFound);
  return posOrderView(row);
}

/** POS references: POS- and eight more characters, as the seeded history has them. */
const newReference = () => `POS-${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * POST v2/pos/orders: only for a business with merchant_can_make_posrequests on; the contact's phone
 * number must be one of the business's country.
 */
export async function requestPosTerminals(db: Db, session: SessionInfo, body: PosRequestBody): Promise<PosOrderDetail> {
  const accountId = accountOf(session);
  if ((await preferenceOf(db, accountId, 'merchant_can_make_posrequests'))?.trim() !== '1') {
    throw new ApiError(403, POS_MESSAGES.notEnabled);
  }
  const [account] = await db.select({ country: accounts.country }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(404, 'Account not found');
  const phone = posContactPhone(account.country, body.contact_phone);
  if ('problem' in phone) throw new ApiError(400, phone.problem);
  const [row] = await db
    .insert(posOrders)
    .values({
      accountId,
      reference: newReference(),
      terminals: body.quantity,
      address: body.address,
      contactName: body.contact_name,
      contactPhone: phone.phone,
      status: 'requested',
      requestedBy: session.userId,
    })
    .returning();
  return posOrderView(row!);
}

/**
 * POST sandbox/pos/orders/advance: the sandbox's provider moves a request one step on (requested →
 * approved → shipped → delivered), stamping the day; a delivered request goes no further.
 */
export async function advancePosOrder(db: Db, body: { order_id: number }): Promise<PosOrderDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(posOrders).where(eq(posOrders.id, body.order_id)).for('update');
    if (!row) throw new ApiError(404, POS_MESSAGES.notFound);
    const next = nextPosStatus(row.status);
    if (!next) throw new ApiError(409, POS_MESSAGES.alreadyDelivered);
    const now = new Date();
    const [updated] = await tx
      .update(posOrders)
      .set({
        status: next,
        ...(next === 'approved' ? { approvedAt: now } : next === 'shipped' ? { shippedAt: now } : { deliveredAt: now }),
      })
      .where(eq(posOrders.id, row.id))
      .returning();
    return posOrderView(updated!);
  });
}
