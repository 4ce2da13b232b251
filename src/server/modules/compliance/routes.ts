import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { bankByCode } from '../../../contract/transfers';
import { actorOf } from '../../audit';
import { resolveSession } from '../../auth/sessions';
import { ApiError, type AppEnv, serve } from '../../http';
import { byBody, byId, bySession, serveWithSession } from '../../session-routes';
import * as service from './service';
import { addSettlementAccount, removeSettlementAccount, setDefaultSettlementAccount } from './settlement-accounts';
import { SETTLEMENT_ACCOUNT_MESSAGES } from '../../../contract/settlement-accounts';
import { complianceStatus, settlementAccountList } from './status';

/** The compliance accordion's calls (spec 2 §7): sections, phone codes, identity session, bank accounts. */
export function complianceRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.settlementAccounts, bySession(settlementAccountList));
  serveWithSession(api, endpoints.complianceStatus, bySession(complianceStatus));
  serveWithSession(api, endpoints.complianceInfo, bySession(service.complianceInfo));
  serve(api, endpoints.complianceSubmit, resolveSession, async ({ deps, session, body }) =>
    service.submitCompliance(deps.db, session, body),
  );
  serve(api, endpoints.complianceService, resolveSession, async ({ deps, session, body }) =>
    service.submitCompliance(deps.db, session, body),
  );
  serveWithSession(api, endpoints.validateAccount, byBody(service.validateAccount));
  serveWithSession(api, endpoints.regMeta, byBody(service.saveRegMeta));
  serveWithSession(
    api,
    endpoints.sendOtp,
    byBody(service.sendPhoneOtp),
    'A one-time password has been sent to the phone number provided below.',
  );
  serve(api, endpoints.verifyOtp, resolveSession, async ({ deps, session, body }) =>
    service.verifyPhoneOtp(deps.db, session, body),
  );
  serveWithSession(api, endpoints.identitySessionCreate, byBody(service.createIdentitySession));
  serveWithSession(api, endpoints.identitySession, byId(service.identitySession));
  serve(api, endpoints.settlementAccountNew, resolveSession, async ({ deps, session, body, c }) => ({
    data: await service.newSettlementAccount(deps.db, session, actorOf(c, session.userId), body),
    message: 'Bank Account Saved Successfully',
  }));
  serve(api, endpoints.settlementAccountEdit, resolveSession, async ({ deps, session, body, c }) => ({
    data: await service.editSettlementAccount(deps.db, session, actorOf(c, session.userId), body),
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
  serveWithSession(api, endpoints.profileUpdate, byBody(service.requestProfileUpdate));
  serveWithSession(
    api,
    endpoints.profileUpdateComplete,
    byBody(service.completeProfileUpdate),
    'Account Information has been updated successfully',
  );
  serve(api, endpoints.fxRates, resolveSession, async ({ query }) => ({
    data: service.usdRate(query.tocurrency, query.amount),
  }));
  serve(api, endpoints.bankBranches, resolveSession, async ({ params }) => {
    if (!bankByCode(params.code!)) throw new ApiError(404, 'Not found');
    return { data: service.branchesOf(params.code!) };
  });
}
