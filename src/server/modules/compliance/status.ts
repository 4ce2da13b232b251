import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, compliance, settlementAccounts } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';

/** GET merchant/config/settlement/account: the account's banks, the default first. */
export async function settlementAccountList(db: Db, session: SessionInfo) {
  const rows = await db
    .select()
    .from(settlementAccounts)
    .where(eq(settlementAccounts.accountId, accountOf(session)))
    .orderBy(sql`${settlementAccounts.isDefault} DESC`, asc(settlementAccounts.id));
  return rows.map((r) => ({
    id: r.id,
    account_number: r.accountNumber,
    bank_code: r.bankCode,
    bank_name: r.bankName,
    account_name: r.accountName,
    country: r.country,
    is_default: r.isDefault,
  }));
}

/** GET v2/compliance/submit-status: filled, completed, the status and the rejection reason. */
export async function complianceStatus(db: Db, session: SessionInfo) {
  const accountId = accountOf(session);
  const [row] = await db
    .select({
      status: accounts.complianceStatus,
      reason: accounts.rejectionReason,
      filled: compliance.filled,
      completed: compliance.completed,
    })
    .from(accounts)
    .leftJoin(compliance, eq(compliance.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw new ApiError(404, 'Not found');
  return {
    filled: row.filled ?? false,
    completed: row.completed ?? false,
    compliance_status: row.status,
    rejection_reason: row.status === 'RE' ? row.reason : null,
  };
}
