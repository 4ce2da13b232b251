import { and, eq, isNull } from 'drizzle-orm';
import { BARTER_ID_PREFIX, BARTER_MESSAGES } from '../../../contract/platform-services';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';

/** GET v2/services/barter/merchant_id: the business's barter merchant id; 404 until it is enrolled. */
export async function barterMerchantId(db: Db, session: SessionInfo): Promise<{ id: string }> {
  const [row] = await db
    .select({ merchantId: accounts.merchantId })
    .from(accounts)
    .where(eq(accounts.id, accountOf(session)));
  if (!row?.merchantId) throw new ApiError(404, BARTER_MESSAGES.notEnrolled);
  return { id: row.merchantId };
}

/** The id enrolment gives: one per business, since the account id is. */
export const enrolledMerchantId = (accountId: number) => `${BARTER_ID_PREFIX}${String(accountId).padStart(5, '0')}`;

/**
 * POST v2/services/barter/enroll: gives the business a barter merchant id unless it has one. Idempotent:
 * one conditional update, so a business enrolled already (or enrolled by a racing call) keeps its id and
 * every call answers that id.
 */
export async function barterEnroll(db: Db, session: SessionInfo): Promise<{ merchant_unique_id: string }> {
  const accountId = accountOf(session);
  await db
    .update(accounts)
    .set({ merchantId: enrolledMerchantId(accountId) })
    .where(and(eq(accounts.id, accountId), isNull(accounts.merchantId)));
  const { id } = await barterMerchantId(db, session);
  return { merchant_unique_id: id };
}
