import type { AccountSession } from '../../contract/auth';

/** An account session as tokens/create answers it: Demo Travel's owner. */
export const SESSION: AccountSession = {
  token: 'account-token',
  refresh_token: 'refresh-token',
  expires_in: 3600,
  company: {
    id: 20004,
    business_name: 'Demo Travel',
    business_email: 'otp@demo.test',
    business_address: null,
    business_logo: null,
    country: 'NG',
    contact_person: 'Olu Travel',
    parent_account_id: 20004,
    merchant_env: 'prod',
    compliance_status: 'AA',
    bearsfee: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    Memberships: { is_owner: true },
    reg_meta: [{ name: 'business_type', value: 'business' }],
  },
  user: {
    id: 4,
    email: 'otp@demo.test',
    first_name: 'Olu',
    last_name: 'Travel',
    address_l1: null,
    AddressBook: { AccountId: 20004, isActivated: 1 },
  },
  role: 'Owner',
  roleid: null,
  permissions: [],
  is_core_bridge: false,
};
