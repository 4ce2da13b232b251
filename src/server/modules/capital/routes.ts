import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { LOAN_MESSAGES } from '../../../contract/capital';
import { codeSentMessage } from '../../auth/confirmation-codes';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { byBody, byQuery, serveWithSession } from '../../session-routes';
import { acceptLoanOffer, activeLoan, repayLoan, runSettlement, sendLoanOtp } from './service';
import { loanHistory, loanOffer } from './lists';

/** Capital: the confirmation code, accepting an offer, the active loan and its repayments. */
export function capitalRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.loanOffer, resolveSession, async ({ deps, session }) => {
    const data = await loanOffer(deps.db, session);
    return { data, message: data.message };
  });
  serveWithSession(api, endpoints.loanHistory, byQuery(loanHistory));
  serve(api, endpoints.loanOtp, resolveSession, async ({ deps, session }) => {
    const data = await sendLoanOtp(deps.db, session);
    return { data, message: codeSentMessage(data) };
  });
  serveWithSession(api, endpoints.acceptLoanOffer, byBody(acceptLoanOffer), LOAN_MESSAGES.accepted);
  serve(api, endpoints.activeLoan, resolveSession, async ({ deps, session }) => {
    const data = await activeLoan(deps.db, session);
    return { data, message: data.loan ? LOAN_MESSAGES.active : LOAN_MESSAGES.loanNotFound };
  });
  serve(api, endpoints.loanRepayment, resolveSession, async ({ deps, session, body }) => {
    const data = await repayLoan(deps.db, session, body);
    return { data, message: data.status === 'repaid' ? LOAN_MESSAGES.closed : LOAN_MESSAGES.repaid };
  });
}

/** The sandbox's settlement run (only in sandbox mode, behind its guard): a settlement and the loan's share. */
export function capitalSandboxRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.sandboxSettlementRun, (r) => runSettlement(r.db, r.body));
}
