import { and, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  BeneficiariesQuery,
  Beneficiary,
  BeneficiaryDetail,
  CreateBeneficiaryRequest,
  UpdateBeneficiaryRequest,
} from '../../../contract/transfers';
import type { Db } from '../../db/client';
import { beneficiaries, transfers } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { accountOf, accountPage } from '../../tenancy';
import { initiator, initiatorJoin, toListRow, transferColumns } from './rows';
import { bankFor } from '../../transfers-core/rules';

const NOT_FOUND = 'Beneficiary not found';

const toBeneficiary = (b: typeof beneficiaries.$inferSelect): Beneficiary => ({
  id: b.id,
  account_number: b.accountNumber,
  bank_code: b.bankCode,
  bank_name: b.bankName,
  full_name: b.fullName,
  currency: b.currency,
  date_created: b.createdAt.toISOString(),
});

export async function listBeneficiaries(db: Db, session: SessionInfo, query: v.InferOutput<typeof BeneficiariesQuery>) {
  const result = await accountPage(db, beneficiaries, session, query, [
    beneficiaries.fullName,
    beneficiaries.accountNumber,
    beneficiaries.bankName,
  ]);
  return { beneficiaries: result.rows.map(toBeneficiary), page_info: result.page_info };
}

export async function beneficiaryDetail(db: Db, session: SessionInfo, id: number): Promise<BeneficiaryDetail> {
  const accountId = accountOf(session);
  const [b] = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.accountId, accountId)));
  if (!b) throw new ApiError(404, NOT_FOUND);
  const recent = await db
    .select(transferColumns)
    .from(transfers)
    .leftJoin(initiator, initiatorJoin)
    .where(
      and(
        eq(transfers.accountId, accountId),
        eq(transfers.bankCode, b.bankCode),
        eq(transfers.accountNumber, b.accountNumber),
      ),
    )
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(10);
  return { ...toBeneficiary(b), transfers: recent.map(toListRow) };
}

/** Saves a recipient; the same bank and account twice is a 409, not a second row. */
export async function createBeneficiary(
  db: Db,
  session: SessionInfo,
  body: v.InferOutput<typeof CreateBeneficiaryRequest>,
): Promise<Beneficiary> {
  const bank = bankFor(body.account_bank, body.account_number, body.currency);
  const [row] = await db
    .insert(beneficiaries)
    .values({
      accountId: accountOf(session),
      accountNumber: body.account_number,
      bankCode: bank.code,
      bankName: bank.name,
      fullName: body.beneficiary_name,
      currency: body.currency,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(409, 'This beneficiary already exists');
  return toBeneficiary(row);
}

export async function updateBeneficiary(
  db: Db,
  session: SessionInfo,
  id: number,
  body: v.InferOutput<typeof UpdateBeneficiaryRequest>,
): Promise<Beneficiary> {
  const [row] = await db
    .update(beneficiaries)
    .set({ fullName: body.beneficiary_name })
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.accountId, accountOf(session))))
    .returning();
  if (!row) throw new ApiError(404, NOT_FOUND);
  return toBeneficiary(row);
}

export async function deleteBeneficiary(db: Db, session: SessionInfo, id: number): Promise<{ id: number }> {
  const deleted = await db
    .delete(beneficiaries)
    .where(and(eq(beneficiaries.id, id), eq(beneficiaries.accountId, accountOf(session))))
    .returning({ id: beneficiaries.id });
  if (deleted.length === 0) throw new ApiError(404, NOT_FOUND);
  return { id };
}
