import { and, asc, eq } from 'drizzle-orm';
import type { Company, User } from '../../../contract/merchant';
import type { Tx } from '../../db/client';
import { accounts, memberships, type users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export function toUser(user: UserRow, homeAccountId: number): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    address_l1: user.addressL1,
    AddressBook: { AccountId: homeAccountId, isActivated: user.isActivated ? 1 : 0 },
  };
}

export function toCompany(account: AccountRow, membership: MembershipRow): Company {
  return {
    id: account.id,
    business_name: account.businessName,
    business_email: account.businessEmail,
    business_address: account.businessAddress,
    business_logo: account.businessLogo,
    country: account.country,
    contact_person: account.contactPerson,
    parent_account_id: account.parentAccountId ?? account.id,
    merchant_env: account.merchantEnv,
    compliance_status: account.complianceStatus,
    bearsfee: account.bearsfee,
    createdAt: account.createdAt.toISOString(),
    Memberships: { is_owner: membership.isOwner },
    reg_meta: account.regMeta,
  };
}

/** The user's businesses, oldest membership first (the first is the user's own account). */
export async function membershipsOf(db: Tx, userId: number) {
  return db
    .select({ account: accounts, membership: memberships })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(accounts.id));
}

export async function membershipOn(db: Tx, userId: number, accountId: number) {
  const [row] = await db
    .select({ account: accounts, membership: memberships })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)))
    .limit(1);
  return row;
}
