import type { Permission } from '../../../contract/merchant';

/** Features and who holds them; admins (Owner, Admin, v2-Admin) hold all. */
const FEATURES = [
  'overview',
  'transactions',
  'customers',
  'balance',
  'transfers',
  'transfers-approve',
  'subaccounts',
  'payments',
  'invoices',
  'store',
  'disputes',
  'cards',
  'settings',
] as const;

const BY_ROLE: Record<string, readonly (typeof FEATURES)[number][]> = {
  'v2-Operations': FEATURES.filter((f) => f !== 'settings' && f !== 'transfers-approve'),
  User: ['overview', 'transactions', 'customers', 'balance', 'transfers', 'payments', 'invoices', 'store'],
  'v2-User': ['overview', 'transactions', 'customers', 'balance', 'payments', 'invoices'],
};

/** The permissions of a role, each with the endpoint names it opens (stored by the app as rolesAccess). */
export function permissionsFor(role: string): Permission[] {
  const features = BY_ROLE[role] ?? FEATURES;
  return features.map((name) => ({ name, endpoints: [{ name }] }));
}

/** Role ids; the account creator has none (spec: isAccountCreator = !roleid). */
export const ROLE_IDS: Record<string, number> = {
  Owner: 1,
  Admin: 2,
  'v2-Admin': 3,
  'v2-Operations': 4,
  User: 5,
  'v2-User': 6,
};
