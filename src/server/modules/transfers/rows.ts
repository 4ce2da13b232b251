import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferListRow } from '../../../contract/transfers';
import { transfers, users } from '../../db/schema';

/** The initiator of a transfer, joined for approvers' cards. */
export const initiator = alias(users, 'initiator');

/** The columns a transfer row is read with (the transfer and its initiator's name). */
export const transferColumns = {
  transfer: transfers,
  initiatorFirst: initiator.firstName,
  initiatorLast: initiator.lastName,
};
export const initiatorJoin = eq(initiator.id, transfers.initiatedBy);

export interface TransferWithInitiator {
  transfer: typeof transfers.$inferSelect;
  initiatorFirst: string | null;
  initiatorLast: string | null;
}

export const nameOf = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

export function toListRow({ transfer: t, initiatorFirst, initiatorLast }: TransferWithInitiator): TransferListRow {
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
  };
}
