import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import {
  type ApprovalRule,
  approvalRuleEndpoints,
  type SaveApprovalRuleRequest,
} from '../../../contract/approval-rules';
import { endpoints } from '../../../contract/endpoints';
import { areaEndpoints } from '../../../contract/area-endpoints';
import { platformServiceEndpoints } from '../../../contract/platform-services';
import { profileEndpoints } from '../../../contract/profile-settings';
import { securityEndpoints } from '../../../contract/security-settings';
import { settlementAccountEndpoints } from '../../../contract/settlement-accounts';
import { type AuditAction, teamEndpoints } from '../../../contract/team';
import { webhookEndpoints } from '../../../contract/webhooks';
import { call } from '../../lib/api-client';
import { type ListParams, pageQuery } from '../../lib/list-search';

export const collaboratorsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['collaborators', accountId],
    queryFn: ({ signal }) => call(endpoints.collaborators, { params: { id: accountId }, signal }),
  });
export const merchantKeysQuery = () =>
  queryOptions({
    queryKey: ['merchantKeys'],
    queryFn: ({ signal }) => call(endpoints.merchantKeys, { query: { include_v1_keys: '1' }, signal }),
  });
export const webhooksQuery = () =>
  queryOptions({ queryKey: ['webhooks'], queryFn: ({ signal }) => call(areaEndpoints.webhooks, { signal }) });
export const whitelistIpsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['whitelistIps', params],
    queryFn: ({ signal }) => call(areaEndpoints.whitelistIps, { query: pageQuery(params), signal }),
  });

/** GET flwv3-pug/getpaidx/api/ip: this device's address as the server sees it (and the whitelist compares). */
export const clientIpQuery = () =>
  queryOptions({
    queryKey: ['clientIp'],
    queryFn: ({ signal }) => call(platformServiceEndpoints.clientIp, { signal }),
    staleTime: 60_000,
  });

export const invitationsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['invitations', accountId],
    queryFn: ({ signal }) => call(teamEndpoints.invitations, { params: { id: accountId }, signal }),
  });
export const auditsQuery = (accountId: number, params: { action?: AuditAction | undefined; page: number }) =>
  queryOptions({
    queryKey: ['audits', accountId, params],
    queryFn: ({ signal }) =>
      call(teamEndpoints.audits, {
        query: { page: String(params.page), ...(params.action ? { action: params.action } : {}) },
        signal,
      }),
  });

/** What a change to the team makes stale: the members, the invitations and the audit log. */
export const teamKeys = (accountId: number) => [
  ['collaborators', accountId],
  ['invitations', accountId],
  ['audits', accountId],
];
export const sessionsQuery = () =>
  queryOptions({ queryKey: ['sessions'], queryFn: ({ signal }) => call(securityEndpoints.sessions, { signal }) });

export const webhookConfigQuery = () =>
  queryOptions({
    queryKey: ['webhookConfig'],
    queryFn: ({ signal }) => call(webhookEndpoints.webhookConfig, { signal }),
  });
/** The delivery log; while a delivery waits for the sender, it is read again until it has an outcome. */
export const webhookDeliveriesQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['webhookDeliveries', params],
    queryFn: ({ signal }) => call(webhookEndpoints.webhookDeliveries, { query: { page: String(params.page) }, signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? WEBHOOK_LOG_REFRESH_MS : false,
  });
const WEBHOOK_LOG_REFRESH_MS = 2000;

export const businessProfileQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['businessProfile', accountId],
    queryFn: ({ signal }) => call(profileEndpoints.businessProfile, { signal }),
  });
export const ownProfileQuery = () =>
  queryOptions({ queryKey: ['ownProfile'], queryFn: ({ signal }) => call(profileEndpoints.ownProfile, { signal }) });
export const twoFactorQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['twoFactor', accountId],
    queryFn: ({ signal }) => call(profileEndpoints.twoFactor, { signal }),
  });

/** settings/bankaccount's changes: each takes the action's key and, once asked for, the owner's code. */
export const addSettlementAccount = (
  body: { bankCode: string; accountNumber: string; accountName: string; isDefault: 0 | 1; otp?: string },
  idempotencyKey: string,
) => call(settlementAccountEndpoints.settlementAccountAdd, { body, idempotencyKey });
export const setDefaultSettlementAccount = (accountId: number, otp: string, idempotencyKey: string) =>
  call(settlementAccountEndpoints.settlementAccountDefault, {
    body: { accountId, ...(otp ? { otp } : {}) },
    idempotencyKey,
  });
export const removeSettlementAccount = (accountId: number, otp: string, idempotencyKey: string) =>
  call(settlementAccountEndpoints.settlementAccountRemove, {
    body: { accountId, ...(otp ? { otp } : {}) },
    idempotencyKey,
  });

export const approvalRulesQuery = () =>
  queryOptions({
    queryKey: ['approvalRules'],
    queryFn: ({ signal }) => call(approvalRuleEndpoints.approvalRules, { signal }),
  });
/** A rule change is confirmed with a code sent to the user who makes it (outbox or authenticator). */
export const sendApprovalRuleCode = () => call(approvalRuleEndpoints.approvalRulesOtp, {});
export const saveApprovalRule = (body: v.InferInput<typeof SaveApprovalRuleRequest>) =>
  call(approvalRuleEndpoints.saveApprovalRule, { body });
export const removeApprovalRule = (currency: ApprovalRule['currency'], otp: string) =>
  call(approvalRuleEndpoints.removeApprovalRule, { body: { currency, otp } });
