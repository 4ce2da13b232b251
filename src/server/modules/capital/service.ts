import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  type AcceptLoanRequest,
  type ActiveLoan,
  LOAN_MESSAGES,
  type LoanRepaymentRequest,
  loanCycleOf,
  loanOfferAmounts,
  totalRepaymentOf,
} from '../../../contract/capital';
import { type CodePurpose, sendConfirmationCode, withConfirmationCode } from '../../auth/confirmation-codes';
import type { Db, Tx } from '../../db/client';
import { accounts, loanOffers, loanRepayments, loans, settlements } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { creditWallet, debitWallet } from '../../wallet';
import { accountOf } from '../../tenancy';

/** Codes that confirm taking a loan: their own purpose, so a transfer's code never takes a loan. */
const LOAN_CODE: CodePurpose = {
  purpose: 'loan',
  what: 'loan',
  warning: 'If you did not accept a loan offer, change your password.',
};

type LoanRow = typeof loans.$inferSelect;

/** A loan as the app reads it, with its repayments oldest first. */
async function loanView(db: Db | Tx, loan: LoanRow): Promise<ActiveLoan> {
  const repayments = await db
    .select()
    .from(loanRepayments)
    .where(eq(loanRepayments.loanId, loan.id))
    .orderBy(asc(loanRepayments.createdAt), asc(loanRepayments.id));
  return {
    id: loan.id,
    offerId: loan.offerId,
    amount: loan.amount,
    currency: loan.currency,
    interestRate: loan.interestRateBp / 100,
    totalRepayment: loan.totalRepayment,
    tenor: loan.tenor,
    tenorUnit: loan.tenorUnit,
    paid: loan.paid,
    status: loan.status,
    date_created: loan.createdAt.toISOString(),
    repaymentHistory: repayments.map((r) => ({
      id: r.id,
      amount: r.amount,
      source: r.source,
      reference: r.reference,
      date_created: r.createdAt.toISOString(),
    })),
  };
}

/** The business's active loan, locked for the caller's transaction when asked. */
async function activeLoanOf(db: Db | Tx, accountId: number, lock = false): Promise<LoanRow | undefined> {
  const q = db
    .select()
    .from(loans)
    .where(and(eq(loans.accountId, accountId), eq(loans.status, 'active')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** GET v2/loan/active */
export async function activeLoan(db: Db, session: SessionInfo): Promise<{ loan: ActiveLoan | null }> {
  const loan = await activeLoanOf(db, accountOf(session));
  return { loan: loan ? await loanView(db, loan) : null };
}

/** POST v2/loan/otp: the code that confirms accepting an offer (to the outbox, or the authenticator). */
export const sendLoanOtp = (db: Db, session: SessionInfo) => sendConfirmationCode(db, session, LOAN_CODE);

const newReference = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * POST v2/loan/offer/accept: in one transaction that first takes the confirmation code, the open offer
 * is taken at one of its amounts (spec 2 §9 alternatives), the loan is made with its terms and the
 * amount is paid into the business's balance. A business holds one active loan at a time.
 */
export async function acceptLoanOffer(db: Db, session: SessionInfo, body: AcceptLoanRequest): Promise<ActiveLoan> {
  const accountId = accountOf(session);
  if (await activeLoanOf(db, accountId)) throw new ApiError(409, LOAN_MESSAGES.active);
  return withConfirmationCode(db, session, LOAN_CODE, body.otp, async (tx) => {
    const [offer] = await tx
      .select()
      .from(loanOffers)
      .where(
        and(eq(loanOffers.offerId, body.offerId), eq(loanOffers.accountId, accountId), eq(loanOffers.status, 'open')),
      )
      .for('update');
    if (!offer) throw new ApiError(404, LOAN_MESSAGES.offerNotFound);
    if (!loanOfferAmounts(offer.amount).includes(body.amount)) throw new ApiError(400, LOAN_MESSAGES.amountNotOffered);
    // The unique index of active loans settles two accepts racing past the check above.
    const [loan] = await tx
      .insert(loans)
      .values({
        accountId,
        offerId: offer.offerId,
        amount: body.amount,
        currency: offer.currency,
        status: 'active',
        interestRateBp: offer.interestRateBp,
        totalRepayment: totalRepaymentOf(body.amount, offer.interestRateBp / 100),
        tenor: offer.tenor,
        tenorUnit: offer.tenorUnit,
      })
      .onConflictDoNothing()
      .returning();
    if (!loan) throw new ApiError(409, LOAN_MESSAGES.active);
    await tx.update(loanOffers).set({ status: 'accepted' }).where(eq(loanOffers.offerId, offer.offerId));
    await creditWallet(
      tx,
      {
        accountId,
        currency: loan.currency,
        amount: loan.amount,
        narration: `Loan ${offer.offerId} paid out`,
        reference: `LND${loan.id}`,
      },
      { available: true },
    );
    return loanView(tx, loan);
  });
}

/** Records a repayment taken from the balance; closes the loan when it is fully repaid. */
async function repay(
  tx: Tx,
  loan: LoanRow,
  amount: number,
  source: 'manual' | 'settlement',
  settlementId: number | null,
): Promise<LoanRow> {
  const reference = newReference('LNR');
  const paidOut = await debitWallet(tx, {
    accountId: loan.accountId,
    currency: loan.currency,
    amount,
    narration: `Loan repayment (${source})`,
    reference,
  });
  if (!paidOut) throw new ApiError(400, LOAN_MESSAGES.insufficientBalance);
  await tx
    .insert(loanRepayments)
    .values({ accountId: loan.accountId, loanId: loan.id, amount, source, reference, settlementId });
  const paid = loan.paid + amount;
  const closed = paid >= loan.totalRepayment;
  const [updated] = await tx
    .update(loans)
    .set({ paid, status: closed ? 'repaid' : 'active', closedAt: closed ? new Date() : null })
    .where(eq(loans.id, loan.id))
    .returning();
  return updated!;
}

/**
 * POST v2/loan/repayment: pays part or all of what is owed from the balance; refused when the amount is
 * more than is owed or than the balance holds. Nothing is written on a refusal.
 */
export async function repayLoan(db: Db, session: SessionInfo, body: LoanRepaymentRequest): Promise<ActiveLoan> {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.id, body.loanId), eq(loans.accountId, accountId), eq(loans.status, 'active')))
      .for('update');
    if (!loan) throw new ApiError(404, LOAN_MESSAGES.loanNotFound);
    if (body.amount > loan.totalRepayment - loan.paid) throw new ApiError(400, LOAN_MESSAGES.overRepayment);
    return loanView(tx, await repay(tx, loan, body.amount, 'manual', null));
  });
}

/**
 * POST sandbox/settlements/run: settles `amount` of collections into the balance as one settlement and,
 * when a loan is active in that currency, deducts its share in the same transaction: the loan cycle, at
 * most what is owed and at most the settlement. The deduction belongs to its settlement (unique), so a
 * settlement pays towards the loan once.
 */
export async function runSettlement(db: Db, body: { account_id: number; amount: number }) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, currency: accounts.currency })
      .from(accounts)
      .where(eq(accounts.id, body.account_id));
    if (!account) throw new ApiError(404, 'Account not found');
    const loan = await activeLoanOf(tx, account.id, true);
    // Collections settle in the business's own currency, the one its loans are in.
    const currency = loan?.currency ?? account.currency;
    const now = new Date();
    const [settlement] = await tx
      .insert(settlements)
      .values({
        accountId: account.id,
        currency,
        grossAmount: body.amount,
        fee: 0,
        netAmount: body.amount,
        transactionsCount: 1,
        status: 'completed',
        dueDate: now,
        createdAt: now,
      })
      .returning({ id: settlements.id });
    const id = settlement!.id;
    await creditWallet(
      tx,
      {
        accountId: account.id,
        currency,
        amount: body.amount,
        narration: `Settlement ${id} to wallet`,
        reference: `STL${id}`,
      },
      { available: true },
    );
    let deduction = 0;
    if (loan) {
      const owed = loan.totalRepayment - loan.paid;
      deduction = Math.min(loanCycleOf(loan.totalRepayment, loan.tenor), owed, body.amount);
      if (deduction > 0) await repay(tx, loan, deduction, 'settlement', id);
    }
    return { settlement_id: id, net_amount: body.amount, loan_deduction: deduction };
  });
}
