import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  airtimeOptionsOf,
  airtimeProblems,
  BILL_MESSAGES,
  type BillOptions,
  type BillReceipt,
  type BuyAirtimeRequest,
  bouquetOf,
  DSTV_BOUQUETS,
  DSTV_COUNTRY,
  DSTV_CURRENCY,
  normalisePhone,
  type PayDstvRequest,
  sandboxSmartcardOwner,
} from '../../../contract/bills';
import type { Db, Tx } from '../../db/client';
import { accounts, bills } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { hasBillsAccess } from '../../preferences';
import { debitWallet } from '../../wallet';
import { accountOf } from '../../tenancy';

type BillRow = typeof bills.$inferSelect;

/** The receipt of a bill: what was paid, to whom, and its reference. */
export function receiptOf(row: BillRow): BillReceipt {
  return {
    id: row.id,
    type: row.type,
    customer: row.customer,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    status: row.status,
    date_created: row.createdAt.toISOString(),
    network: row.network,
    recipient_name: row.recipientName,
    bouquet: row.bouquet ? (bouquetOf(row.bouquet)?.name ?? row.bouquet) : null,
  };
}

/** The account's country, once bills access is checked (refused as the menu hides it). */
async function billsAccount(db: Db | Tx, session: SessionInfo): Promise<{ id: number; country: string }> {
  const accountId = accountOf(session);
  if (!(await hasBillsAccess(db, accountId))) throw new ApiError(403, BILL_MESSAGES.noAccess);
  const [account] = await db
    .select({ id: accounts.id, country: accounts.country })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new ApiError(404, 'Account not found');
  return account;
}

/** GET v2/bills/options: the networks and limits of the business's country, and the DSTV bouquets (Nigeria). */
export async function billOptions(db: Db, session: SessionInfo): Promise<BillOptions> {
  const account = await billsAccount(db, session);
  const airtime = airtimeOptionsOf(account.country);
  return {
    airtime: airtime ? { ...airtime, networks: [...airtime.networks] } : null,
    dstv:
      account.country === DSTV_COUNTRY
        ? { currency: DSTV_CURRENCY, bouquets: DSTV_BOUQUETS.map((b) => ({ ...b })) }
        : null,
  };
}

/** GET v2/bills/dstv/customer: the sandbox's resolver names the smartcard's customer before paying. */
export async function dstvCustomer(db: Db, session: SessionInfo, smartcard: string) {
  const account = await billsAccount(db, session);
  if (account.country !== DSTV_COUNTRY) throw new ApiError(400, BILL_MESSAGES.dstvNotOffered);
  const name = sandboxSmartcardOwner(smartcard);
  if (!name) throw new ApiError(404, BILL_MESSAGES.smartcardNotFound);
  return { smartcard, customer_name: name };
}

/** Reference numbers are 12 characters (spec 1 §9): BIL and nine more. */
const newReference = () => `BIL${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;

/**
 * Pays a bill from the balance in one transaction: the guarded debit (refused, with nothing written, when
 * the available balance does not hold it) and the bill with the debit's reference. The sandbox's
 * provider delivers at once, so the bill is successful when paid.
 */
async function payBill(
  db: Db,
  session: SessionInfo,
  accountId: number,
  bill: Pick<BillRow, 'type' | 'customer' | 'amount' | 'currency' | 'network' | 'recipientName' | 'bouquet'>,
  narration: string,
): Promise<BillReceipt> {
  return db.transaction(async (tx) => {
    const reference = newReference();
    const paid = await debitWallet(tx, {
      accountId,
      currency: bill.currency,
      amount: bill.amount,
      narration,
      reference,
    });
    if (!paid) throw new ApiError(400, BILL_MESSAGES.insufficientBalance);
    const [row] = await tx
      .insert(bills)
      .values({ ...bill, accountId, reference, status: 'successful', paidBy: session.userId })
      .returning();
    return receiptOf(row!);
  });
}

/** POST v2/bills/airtime: a network, a phone number of the business's country and an amount within its limits. */
export async function buyAirtime(db: Db, session: SessionInfo, body: BuyAirtimeRequest): Promise<BillReceipt> {
  const account = await billsAccount(db, session);
  const options = airtimeOptionsOf(account.country);
  if (!options) throw new ApiError(400, BILL_MESSAGES.notOffered);
  const problems = airtimeProblems(options, body);
  const problem = problems.network ?? problems.phone ?? problems.amount;
  if (problem) throw new ApiError(400, problem);
  const phone = normalisePhone(body.phone, options.dialCode);
  return payBill(
    db,
    session,
    account.id,
    {
      type: 'airtime',
      customer: phone,
      amount: body.amount,
      currency: options.currency,
      network: body.network,
      recipientName: null,
      bouquet: null,
    },
    `${body.network} airtime for ${phone}`,
  );
}

/** POST v2/bills/dstv: the smartcard resolved again (never the app's word for the name), the bouquet's price. */
export async function payDstv(db: Db, session: SessionInfo, body: PayDstvRequest): Promise<BillReceipt> {
  const { customer_name: name } = await dstvCustomer(db, session, body.smartcard);
  const bouquet = bouquetOf(body.bouquet)!;
  return payBill(
    db,
    session,
    accountOf(session),
    {
      type: 'dstv',
      customer: body.smartcard,
      amount: bouquet.price,
      currency: DSTV_CURRENCY,
      network: null,
      recipientName: name,
      bouquet: bouquet.code,
    },
    `${bouquet.name} for smartcard ${body.smartcard} (${name})`,
  );
}

/** GET v2/bills/{id}: one of the business's bills; another business's answers 404. */
export async function billReceipt(db: Db, session: SessionInfo, id: string): Promise<BillReceipt> {
  const account = await billsAccount(db, session);
  const billId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (billId === null) throw new ApiError(404, BILL_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.accountId, account.id)));
  if (!row) throw new ApiError(404, BILL_MESSAGES.notFound);
  return receiptOf(row);
}
