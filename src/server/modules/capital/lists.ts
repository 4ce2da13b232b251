import { and, desc, eq } from 'drizzle-orm';
import { LOAN_MESSAGES as CAPITAL_MESSAGES, totalRepaymentOf } from '../../../contract/capital';
import type { Db } from '../../db/client';
import { loanOffers, loans } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountOf } from '../../tenancy';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer, type ListQuery } from '../../paging';

export const LOAN_MESSAGES = {
  active: CAPITAL_MESSAGES.active,
  eligible: 'You have a loan offer',
  ineligible: 'No loan offer is available for this business yet',
} as const;

/**
 * GET v2/loan/offer (spec 2 §7): an active loan answers 'Active loan found'; an open
 * offer makes the account eligible; otherwise it is not eligible.
 */
export async function loanOffer(db: Db, session: SessionInfo) {
  const accountId = accountOf(session);
  const active = await db.$count(loans, and(eq(loans.accountId, accountId), eq(loans.status, 'active')));
  if (active > 0) return { offer: null, status: 'active' as const, message: LOAN_MESSAGES.active };
  const [offer] = await db
    .select()
    .from(loanOffers)
    .where(and(eq(loanOffers.accountId, accountId), eq(loanOffers.status, 'open')))
    .orderBy(desc(loanOffers.createdAt))
    .limit(1);
  if (!offer) return { offer: null, status: 'ineligible' as const, message: LOAN_MESSAGES.ineligible };
  return {
    offer: {
      offerId: offer.offerId,
      amount: offer.amount,
      currency: offer.currency,
      interestRate: offer.interestRateBp / 100,
      totalRepayment: totalRepaymentOf(offer.amount, offer.interestRateBp / 100),
      tenor: offer.tenor,
      tenorUnit: offer.tenorUnit,
    },
    status: 'eligible' as const,
    message: LOAN_MESSAGES.eligible,
  };
}

/** Loan history page size (spec 2 §9). */
export const LOAN_HISTORY_PAGE_SIZE = 10;

export async function loanHistory(db: Db, session: SessionInfo, query: ListQuery) {
  const r = await accountPage(db, loans, session, query, [loans.status], [], LOAN_HISTORY_PAGE_SIZE);
  return listAnswer('loans', r, (l) => ({
    id: l.id,
    amount: l.amount,
    currency: l.currency,
    status: l.status,
    date_created: isoDate(l.createdAt),
  }));
}
