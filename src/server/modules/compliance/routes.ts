import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { bankByCode } from '../../../contract/transfers';
import { actorOf } from '../../audit';
import { resolveSession } from '../../auth/sessions';
import { ApiError, type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import {
  branchesOf,
  complianceInfo,
  completeProfileUpdate,
  createIdentitySession,
  editSettlementAccount,
  identitySession,
  newSettlementAccount,
  requestProfileUpdate,
  saveRegMeta,
  usdRate,
  sendPhoneOtp,
  submitCompliance,
  validateAccount,
  verifyPhoneOtp,
} from './service';
import { addSettlementAccount, removeSettlementAccount, setDefaultSettlementAccount } from './settlement-accounts';
import { SETTLEMENT_ACCOUNT_MESSAGES } from '../../../contract/settlement-accounts';
import { complianceStatus, settlementAccountList } from './status';

/** The compliance accordion's calls (spec 2 §7): sections, phone codes, identity session, bank accounts. */
export function complianceRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.settlementAccounts, (r) => settlementAccountList(r.db, r.session));
  serveWithSession(api, endpoints.complianceStatus, (r) => complianceStatus(r.db, r.session));
  serveWithSession(api, endpoints.complianceInfo, (r) => complianceInfo(r.db, r.session));
  serve(api, endpoints.complianceSubmit, resolveSession, async ({ deps, session, body }) =>
    submitCompliance(deps.db, session, body),
  );
  serve(api, endpoints.complianceService, resolveSession, async ({ deps, session, body }) =>
    submitCompliance(deps.db, session, body),
  );
  serveWithSession(api, endpoints.validateAccount, (r) => validateAccount(r.db, r.session, r.body));
  serveWithSession(api, endpoints.regMeta, (r) => saveRegMeta(r.db, r.session, r.body));
  serveWithSession(api, endpoints.sendOtp, (r) => sendPhoneOtp(r.db, r.session, r.body), {
    message: 'A one-time password has been sent to the phone number provided below.',
  });
  serve(api, endpoints.verifyOtp, resolveSession, async ({ deps, session, body }) =>
    verifyPhoneOtp(deps.db, session, body),
  );
  serveWithSession(api, endpoints.identitySessionCreate, (r) => createIdentitySession(r.db, r.session, r.body));
  serveWithSession(api, endpoints.identitySession, (r) => identitySession(r.db, r.session, r.id));
  serve(api, endpoints.settlementAccountNew, resolveSession, async ({ deps, session, body, c }) => ({
    data: await newSettlementAccount(deps.db, session, actorOf(c, session.userId), body),
    message: 'Bank Account Saved Successfully',
  }));
  serve(api, endpoints.settlementAccountEdit, resolveSession, async ({ deps, session, body, c }) => ({
    data: await editSettlementAccount(deps.db, session, actorOf(c, session.userId), body),
    message: 'Bank Account Saved Successfully',
  }));
  serve(api, endpoints.settlementAccountAdd, resolveSession, async ({ deps, session, body, c }) => ({
    data: await addSettlementAccount(deps.db, session, actorOf(c, session.userId), body),
    message: SETTLEMENT_ACCOUNT_MESSAGES.added,
  }));
  serve(api, endpoints.settlementAccountDefault, resolveSession, async ({ deps, session, body, c }) => ({
    data: await setDefaultSettlementAccount(deps.db, session, actorOf(c, session.userId), body),
    message: SETTLEMENT_ACCOUNT_MESSAGES.defaultSet,
  }));
  serve(api, endpoints.settlementAccountRemove, resolveSession, async ({ deps, session, body, c }) => ({
    data: await removeSettlementAccount(deps.db, session, actorOf(c, session.userId), body),
    message: SETTLEMENT_ACCOUNT_MESSAGES.removed,
  }));
  serveWithSession(api, endpoints.profileUpdate, (r) => requestProfileUpdate(r.db, r.session, r.body));
  serveWithSession(api, endpoints.profileUpdateComplete, (r) => completeProfileUpdate(r.db, r.session, r.body), {
    message: 'Account Information has been updated successfully',
  });
  serve(api, endpoints.fxRates, resolveSession, async ({ query }) => ({
    data: usdRate(query.tocurrency, query.amount),
  }));
  serve(api, endpoints.bankBranches, resolveSession, async ({ params }) => {
    if (!bankByCode(params.code!)) throw new ApiError(404, 'Not found');
    return { data: branchesOf(params.code!) };
  });
}
