import * as v from 'valibot';
import { accessEndpoints } from './access-endpoints';
import type { EndpointDef } from './endpoint-def';
import {
  AccountUpdateRequest,
  AccountUpdateResponse,
  ComplianceSubmitStatus,
  NewBusinessRequest,
  NewBusinessResponse,
  SettlementAccount,
  SubAccount,
  TransactionLimit,
} from './accounts';
import { ChargebacksList, ChargebacksQuery, listQuery, SettlementsList, Wallet } from './areas';
import { Collaborator, InviteCollaboratorRequest, LastViewedLogRequest, LastViewedLogResponse } from './auth';
import { MerchantPreference, SetPreferenceRequest } from './merchant';
import { CardsList, CardsQuery, SubaccountsList, SubaccountsQuery } from './search';

export type { EndpointDef } from './endpoint-def';

/**
 * The shell's calls (access, accounts, its badges and search, settlements and chargebacks), one row each:
 * the app calls them and the server serves them; every dashboard screen loads this table. The areas keep
 * their own tables (area-, query-, transfer-, analytics-endpoints, compliance…) so each screen's first
 * load carries only its area's schemas; all-endpoints.ts joins them for the server.
 * The signed-out screens' calls are in access-endpoints.ts, joined here.
 */
export const endpoints = {
  ...accessEndpoints,
  collaborators: {
    method: 'GET',
    path: 'v2/accounts/:id/collaborators',
    host: 'main',
    auth: 'account',
    response: v.array(Collaborator),
  },
  inviteCollaborator: {
    method: 'POST',
    path: 'v2/accounts/:id/collaborators',
    host: 'main',
    auth: 'account',
    body: InviteCollaboratorRequest,
    response: v.object({ id: v.string() }),
  },
  lastViewedLog: {
    method: 'POST',
    path: 'v2/lastvp/log',
    host: 'main',
    auth: 'account',
    body: LastViewedLogRequest,
    response: LastViewedLogResponse,
  },
  setPreference: {
    method: 'POST',
    path: 'merchant/account/preferences',
    host: 'main',
    auth: 'account',
    body: SetPreferenceRequest,
    response: MerchantPreference,
  },
  // The shell: switcher, mode switch, limits, counts, search.
  subAccounts: { method: 'GET', path: 'v2/accounts', host: 'main', auth: 'account', response: v.array(SubAccount) },
  newBusiness: {
    method: 'POST',
    path: 'merchant/accounts/new',
    host: 'main',
    auth: 'account',
    body: NewBusinessRequest,
    response: NewBusinessResponse,
  },
  accountUpdate: {
    method: 'POST',
    path: 'merchant/accounts/update',
    host: 'main',
    auth: 'account',
    altMode: true,
    body: AccountUpdateRequest,
    response: AccountUpdateResponse,
  },
  transactionLimits: {
    method: 'POST',
    path: 'v2/merchant/transaction_limits',
    host: 'main',
    auth: 'account',
    response: v.array(TransactionLimit),
  },
  settlementAccounts: {
    method: 'GET',
    path: 'merchant/config/settlement/account',
    host: 'main',
    auth: 'account',
    response: v.array(SettlementAccount),
  },
  complianceStatus: {
    method: 'GET',
    path: 'v2/compliance/submit-status',
    host: 'compliance',
    auth: 'account',
    response: ComplianceSubmitStatus,
  },
  wallets: { method: 'POST', path: 'v2/merchant/wallets', host: 'main', auth: 'account', response: v.array(Wallet) },
  cardsSearch: {
    method: 'GET',
    path: 'v2/cards/search',
    host: 'card',
    auth: 'account',
    query: CardsQuery,
    response: CardsList,
  },
  subaccounts: {
    method: 'GET',
    path: 'v2/subaccounts',
    host: 'main',
    auth: 'account',
    query: SubaccountsQuery,
    response: SubaccountsList,
  },
  chargebacks: {
    method: 'GET',
    path: 'chargebacks',
    host: 'chargebacks',
    auth: 'account',
    query: ChargebacksQuery,
    response: ChargebacksList,
  },
  settlements: {
    method: 'GET',
    path: 'v2/settlements',
    host: 'main',
    auth: 'account',
    query: listQuery,
    response: SettlementsList,
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
