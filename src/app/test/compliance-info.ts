import type { ComplianceInfo } from '../../contract/compliance';

/** A Nigerian individual's compliance answers with a saved payout account, as the tests start from. */
export const complianceInfo = (over: Partial<ComplianceInfo> = {}): ComplianceInfo => ({
  completed: false,
  filled: false,
  status: 'IR',
  rejection_reason: null,
  business_type: 'individual',
  country: 'NG',
  currency: 'NGN',
  values: {},
  compliance_meta: [],
  business_owner_meta: [],
  contact_phone_verified: true,
  settlement_account: {
    id: 1,
    account_number: '0690000031',
    bank_code: '044',
    account_name: 'GRACE NWOSU',
    account_meta: [{ name: 'bvn', value: '22222222222' }],
  },
  show_monthly_sale: false,
  usd_rate: 1550,
  settlement_countries: ['NG'],
  settlement_banks: null,
  ...over,
});
