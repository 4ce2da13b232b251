import { queryOptions } from '@tanstack/react-query';
import { API_VERSION } from '../../../contract/auth';
import type { CompliancePayload } from '../../../contract/compliance';
import { COMPLIANCE_UPLOAD_EXPIRY_MINUTES } from '../../../contract/compliance-rules';
import { endpoints } from '../../../contract/endpoints';
import { businessTypeOf } from '../../../contract/merchant';
import { complianceEndpoints } from '../../../contract/compliance';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import { call } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { accountKey } from '../../queries/keys';

/** GET v2/compliance/info: the saved sections, to resume the accordion. */
export const complianceInfoQuery = () =>
  queryOptions({
    queryKey: ['complianceInfo', accountKey()],
    queryFn: ({ signal }) => call(complianceEndpoints.complianceInfo, { signal }),
  });

export const branchesQuery = (bankCode: string) =>
  queryOptions({
    queryKey: ['bankBranches', bankCode],
    queryFn: ({ signal }) => call(complianceEndpoints.bankBranches, { params: { code: bankCode }, signal }),
    enabled: bankCode !== '',
    staleTime: 60 * 60_000,
  });

export const submitCompliance = (body: CompliancePayload) => call(complianceEndpoints.complianceSubmit, { body });
/**
 * POST v2/onboarding/regmeta (ZA only). Its answer, the business's whole registration meta, is stored
 * (spec 2 §7) as the session stores the company's: the business type and South Africa's fields read it.
 */
export async function saveRegMeta(meta: { name: 'business_address' | 'za_reg_no' | 'zar_valid_id'; value: string }[]) {
  const regMeta = await call(complianceEndpoints.regMeta, { body: { meta } });
  storage.set('regMeta', regMeta);
  storage.set('businessType', businessTypeOf(regMeta));
  return regMeta;
}
/** A stored registration-meta value ('' when absent). */
export const storedRegMeta = (name: string): string =>
  storage.get('regMeta')?.find((entry) => entry.name === name)?.value ?? '';

/** Compliance documents: private, 30-minute expiry (spec 2 §5 uploads). */
export function uploadComplianceFile(file: File) {
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', 'compliance');
  form.set('public', 'false');
  form.set('expiry', String(COMPLIANCE_UPLOAD_EXPIRY_MINUTES));
  return call(transferEndpoints.upload, { formData: form });
}

export const createIdentitySession = (person: { first_name: string; last_name: string; middle_name?: string }) =>
  call(complianceEndpoints.identitySessionCreate, {
    body: {
      platform: 'web',
      browser: {
        fingerprint: storage.get('userAccountID')?.toString() ?? 'web',
        user_agent: navigator.userAgent.slice(0, 400),
      },
      person,
    },
  });
export const identitySessionState = (id: string) => call(complianceEndpoints.identitySession, { params: { id } });

/** Profile-name change: request, password sign-in (login?version=3.0), complete (spec 2 §7). */
export async function changeProfileName(contactPerson: string, password: string) {
  const user = storage.get('userDetails');
  if (!user) throw new Error('No signed-in user');
  const pending = await call(complianceEndpoints.profileUpdate, {
    body: { contact_person: contactPerson, _v2_user_id: user.id },
  });
  await call(endpoints.login, { query: { version: API_VERSION }, body: { identifier: user.email, password } });
  const done = await call(complianceEndpoints.profileUpdateComplete, { body: { token: pending.token } });
  storage.set('userDetails', { ...user, first_name: done.first_name, last_name: done.last_name });
  return done;
}

/** GET fxrates USD → the merchant's currency, for the monthly-sales bands; the stored rate when it fails. */
export const usdRateQuery = (currency: string, fallback: number) =>
  queryOptions({
    queryKey: ['fxrates', 'USD', currency],
    queryFn: async ({ signal }) => {
      try {
        const answer = await call(complianceEndpoints.fxRates, {
          query: { fromcurrency: 'USD', tocurrency: currency, amount: '1' },
          signal,
        });
        return answer.Rate;
      } catch (error) {
        if (error instanceof DOMException) throw error;
        return fallback;
      }
    },
    staleTime: 60 * 60_000,
  });
