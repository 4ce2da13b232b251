import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferListRow } from '../../../contract/transfers';
import { transferApprovals, transfers, users } from '../../db/schema';

/** The initiator of a transfer, joined for approvers' cards. */
export const initiator = alias(users, 'initiator');

/** The columns a transfer row is read with (the transfer and its initiator's name). */
export const transferColumns = {
  transfer: transfers,
  initiatorFirst: initiator.firstName,
  initiatorLast: initiator.lastName,
  /** Who approved it so far, first first: "1 of 2 approved, by Ada Obi". */
  approverNames: sql<string[]>`(
    SELECT coalesce(array_agg(trim(u.first_name || ' ' || coalesce(u.last_name, '')) ORDER BY a.id), '{}')
    FROM ${transferApprovals} a JOIN ${users} u ON u.id = a.user_id
    WHERE a.transfer_id = ${transfers.id}
  )`,
};
export const initiatorJoin = eq(initiator.id, transfers.initiatedBy);

export interface TransferWithInitiator {
  transfer: typeof transfers.$inferSelect;
  initiatorFirst: string | null;
  initiatorLast: string | null;
  approverNames: string[];
}

export const nameOf = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

export function toListRow({
  transfer: t,
  initiatorFirst,
  initiatorLast,
  approverNames,
}: TransferWithInitiator): TransferListRow {
  return {
    id: t.id,
    currency: t.currency,
    amount: t.amount,
    status: t.status,
    narration: t.narration,
    fullname: t.fullname,
    reference: t.reference,
    date_created: t.createdAt.toISOString(),
    debit_currency: t.debitCurrency,
    fee: t.fee,
    account_number: t.accountNumber,
    bank_code: t.bankCode,
    bank_name: t.bankName,
    requires_approval: t.requiresApproval,
    initiated_by: nameOf(initiatorFirst, initiatorLast),
    required_approvals: t.requiredApprovals,
    approved_by_names: approverNames ?? [],
  };
}
