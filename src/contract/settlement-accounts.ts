import * as v from 'valibot';
import { SettlementAccount } from './accounts';
import type { EndpointDef } from './endpoints';

/**
 * Bank and settlement accounts of settings/bankaccount beyond the compliance accordion's one primary
 * account: add another (its holder's name from account resolve), make one the default, remove one.
 * Each is a change of where money goes: Owner or Admin only, and a code mailed to the business's
 * owners (the server asks for it with 428 STEP_UP_REQUIRED first) unless the business has no account yet.
 */
const SettlementAccountId = v.pipe(
  v.number('Account is required'),
  v.integer('Account is invalid'),
  v.minValue(1, 'Account is invalid'),
  // Beyond the id column's range: refused here, not failed in the database.
  v.maxValue(2_147_483_647, 'Account is invalid'),
);
const OwnerCode = v.optional(v.pipe(v.string('Code is invalid'), v.regex(/^\d{6}$/, 'Code is invalid')));

export const AddSettlementAccountRequest = v.object({
  bankCode: v.pipe(
    v.string('Bank Name is required'),
    v.trim(),
    v.regex(/^[A-Za-z0-9]{2,12}$/, 'Bank name cannot be empty. Please select a bank.'),
  ),
  accountNumber: v.pipe(
    v.string('Account Mumber is required'),
    v.trim(),
    v.regex(/^[A-Za-z0-9]{1,35}$/, 'Account number is invalid'),
  ),
  /** The name account resolve showed the user: the server resolves again and refuses another name. */
  accountName: v.pipe(
    v.string('Account name is required'),
    v.trim(),
    v.minLength(1, 'Account name is required'),
    v.maxLength(160),
  ),
  /** 1: settlements are paid here from now on; 0: kept beside the default. A business's first is the default. */
  isDefault: v.picklist([0, 1], 'Default is invalid'),
  otp: OwnerCode,
});
export type AddSettlementAccountRequest = v.InferOutput<typeof AddSettlementAccountRequest>;

export const SettlementAccountChangeRequest = v.object({ accountId: SettlementAccountId, otp: OwnerCode });
export type SettlementAccountChangeRequest = v.InferOutput<typeof SettlementAccountChangeRequest>;

export const SETTLEMENT_ACCOUNT_MESSAGES = {
  added: 'Bank Account Saved Successfully',
  defaultSet: 'Settlements will be paid to this account',
  removed: 'Bank account removed',
  removeDefault: 'This account is where settlements are paid: make another account the default before removing it',
  nameMismatch: "Couldn't resolve account",
  duplicate: 'This bank account is already saved',
  alreadyDefault: 'Settlements are already paid to this account',
} as const;

export const settlementAccountEndpoints = {
  settlementAccountAdd: {
    method: 'POST',
    path: 'merchant/config/settlement/account/add',
    host: 'main',
    auth: 'account',
    body: AddSettlementAccountRequest,
    response: SettlementAccount,
    idempotent: true,
  },
  settlementAccountDefault: {
    method: 'POST',
    path: 'merchant/config/settlement/account/default',
    host: 'main',
    auth: 'account',
    body: SettlementAccountChangeRequest,
    response: SettlementAccount,
    idempotent: true,
  },
  settlementAccountRemove: {
    method: 'POST',
    path: 'merchant/config/settlement/account/remove',
    host: 'main',
    auth: 'account',
    body: SettlementAccountChangeRequest,
    response: v.object({ id: v.number() }),
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>;
