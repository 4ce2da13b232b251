import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { bankByCode } from '../../../contract/transfers';
import { actorOf } from '../../audit';
import { resolveSession } from '../../auth/sessions';
import { ApiError, type AppEnv, serve } from '../../http';
import { byBody, byId, bySession, serveWithSession } from '../../session-routes';
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
  serveWithSession(api, endpoints.settlementAccounts, bySession(settlementAccountList));
  serveWithSession(api, endpoints.complianceStatus, bySession(complianceStatus));
  serveWithSession(api, endpoints.complianceInfo, bySession(complianceInfo));
  serve(api, endpoints.complianceSubmit, resolveSession, async ({ deps, session, body }) =>
    submitCompliance(deps.db, session, body),
  );
  serve(api, endpoints.complianceService, resolveSession, async ({ deps, session, body }) =>
    submitCompliance(deps.db, session, body),
  );
  serveWithSession(api, endpoints.validateAccount, byBody(validateAccount));
  serveWithSession(api, endpoints.regMeta, byBody(saveRegMeta));
  serveWithSession(
    api,
    endpoints.sendOtp,
    byBody(sendPhoneOtp),
    'A one-time password has been sent to the phone number provided below.',
  );
  serve(api, endpoints.verifyOtp, resolveSession, async ({ deps, session, body }) =>
    verifyPhoneOtp(deps.db, session, body),
  );
  serveWithSession(api, endpoints.identitySessionCreate, byBody(createIdentitySession));
  serveWithSession(api, endpoints.identitySession, byId(identitySession));
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
  serveWithSession(api, endpoints.profileUpdate, byBody(requestProfileUpdate));
  serveWithSession(
    api,
    endpoints.profileUpdateComplete,
    byBody(completeProfileUpdate),
    'Account Information has been updated successfully',
  );
  serve(api, endpoints.fxRates, resolveSession, async ({ query }) => ({
    data: usdRate(query.tocurrency, query.amount),
  }));
  serve(api, endpoints.bankBranches, resolveSession, async ({ params }) => {
    if (!bankByCode(params.code!)) throw new ApiError(404, 'Not found');
    return { data: branchesOf(params.code!) };
  });
}
