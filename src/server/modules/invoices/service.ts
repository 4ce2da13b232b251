import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type InvoiceDetail,
  type InvoiceRequest,
  invoiceCanCancel,
  invoiceCanMarkPaid,
  invoiceCanRemind,
  invoiceCanSend,
  invoiceIsEditable,
  invoicePublicPath,
  invoiceStatusOf,
  invoiceTotals,
  type MarkInvoicePaidRequest,
  taxBasisPoints,
} from '../../../contract/invoices';
import type { Db, Tx } from '../../db/client';
import { accounts, customers, invoiceItems, invoices } from '../../db/schema';
import { ApiError, type SessionInfo } from '../../http';
import { send } from '../../sandbox/outbox';
import { formatMinor } from './pdf';
import { iso } from '../../paging';
import { accountOf, lockedBusiness } from '../../tenancy';

type Body = v.InferOutput<typeof InvoiceRequest>;
type PaidBody = v.InferOutput<typeof MarkInvoicePaidRequest>;
type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  notDraft: 'Only a draft invoice can be edited: this one was already sent',
  cannotSend: 'Only a draft invoice can be sent: use Remind for one already sent',
  cannotRemind: 'Only a sent, unpaid invoice can be reminded',
  cannotMarkPaid: 'This invoice is already paid or cancelled',
  cannotCancel: 'This invoice is already paid or cancelled',
} as const;

/** A path's invoice id: digits that fit the id column, else nothing is found. */
function idOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw new ApiError(404, INVOICE_MESSAGES.notFound);
  return Number(raw);
}

export function toDetail(row: InvoiceRow, items: ItemRow[], now = new Date()): InvoiceDetail {
  const lines = items.map((i) => ({ description: i.description, quantity: i.quantity, unit_price: i.unitPrice }));
  const taxPercent = row.taxBasisPoints / 100;
  const totals = invoiceTotals({ items: lines, tax_percent: taxPercent, discount: row.discount });
  return {
    id: row.id,
    reference: row.reference,
    public_ref: row.publicRef,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    amount: row.amount,
    currency: row.currency,
    status: invoiceStatusOf(row.status, row.dueDate, now),
    due_date: row.dueDate.toISOString(),
    date_created: row.createdAt.toISOString(),
    items: lines,
    tax_percent: taxPercent,
    notes: row.notes,
    subtotal: totals.subtotal,
    discount: totals.discount,
    tax: totals.tax,
    sent_at: iso(row.sentAt),
    reminded_at: iso(row.remindedAt),
    paid_at: iso(row.paidAt),
    offline_method: row.offlineMethod,
    offline_note: row.offlineNote,
    cancelled_at: iso(row.cancelledAt),
  };
}

const itemsOf = (tx: Tx, invoiceId: number) =>
  tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.position));

/** The account's invoice, locked for the change that follows; another business's id is not found. */
async function lockedInvoice(tx: Tx, accountId: number, rawId: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, idOf(rawId)), eq(invoices.accountId, accountId)))
    .for('update');
  if (!row) throw new ApiError(404, INVOICE_MESSAGES.notFound);
  return row;
}

async function detailOf(tx: Tx, row: InvoiceRow): Promise<InvoiceDetail> {
  return toDetail(row, await itemsOf(tx, row.id));
}

export async function getInvoice(db: Db, session: SessionInfo, rawId: string): Promise<InvoiceDetail> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, idOf(rawId)), eq(invoices.accountId, accountOf(session))));
  if (!row) throw new ApiError(404, INVOICE_MESSAGES.notFound);
  return detailOf(db, row);
}

/** The business's customer with this email, made when there is none (the invoice's customer). */
async function customerFor(tx: Tx, accountId: number, name: string, email: string): Promise<number> {
  const [found] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (found) return found.id;
  const [made] = await tx
    .insert(customers)
    .values({ accountId, fullname: name, email: email.toLowerCase() })
    .returning({ id: customers.id });
  return made!.id;
}

const dueDateOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

function contentOf(body: Body) {
  const totals = invoiceTotals(body);
  return {
    customerName: body.customer_name,
    customerEmail: body.customer_email,
    currency: body.currency,
    dueDate: dueDateOf(body.due_date),
    taxBasisPoints: taxBasisPoints(body.tax_percent),
    discount: totals.discount,
    notes: body.notes,
    amount: totals.total,
  };
}

async function writeItems(tx: Tx, invoiceId: number, body: Body) {
  await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  await tx.insert(invoiceItems).values(
    body.items.map((item, position) => ({
      invoiceId,
      position,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unit_price,
    })),
  );
}

async function businessName(tx: Tx, accountId: number): Promise<string> {
  const [account] = await tx.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, accountId));
  return account?.name ?? 'Your supplier';
}

/** INV-1001, INV-1002, ... per business. */
async function nextReference(tx: Tx, accountId: number): Promise<string> {
  const [row] = await tx
    .select({
      top: sql<number | null>`max(nullif(substring(${invoices.reference} from '^INV-(\\d{1,9})$'), '')::int)`,
    })
    .from(invoices)
    .where(eq(invoices.accountId, accountId));
  return `INV-${Math.max(1000, Number(row?.top ?? 1000)) + 1}`;
}

async function mailInvoice(tx: Tx, publicUrl: string, row: InvoiceRow, kind: 'sent' | 'reminder') {
  const business = await businessName(tx, row.accountId);
  const link = `${publicUrl}${invoicePublicPath(row.publicRef)}`;
  const total = `${row.currency} ${formatMinor(row.amount)}`;
  const due = row.dueDate.toISOString().slice(0, 10);
  await send(tx, {
    channel: 'email',
    to: row.customerEmail,
    subject:
      kind === 'sent'
        ? `Invoice ${row.reference} from ${business}`
        : `Reminder: invoice ${row.reference} from ${business} is due`,
    body: `${kind === 'sent' ? `${business} sent you invoice ${row.reference}` : `A reminder from ${business}: invoice ${row.reference} is not paid yet`}.\n\nAmount due: ${total}\nDue date: ${due}\n\nView and pay it here:\n${link}`,
    link,
  });
}

async function markSent(tx: Tx, publicUrl: string, row: InvoiceRow): Promise<InvoiceRow> {
  const [sent] = await tx
    .update(invoices)
    .set({ status: 'sent', sentAt: new Date() })
    .where(eq(invoices.id, row.id))
    .returning();
  await mailInvoice(tx, publicUrl, sent!, 'sent');
  return sent!;
}

export async function createInvoice(db: Db, publicUrl: string, session: SessionInfo, body: Body) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    await lockedBusiness(tx, accountId);
    const customerId = await customerFor(tx, accountId, body.customer_name, body.customer_email);
    const [row] = await tx
      .insert(invoices)
      .values({
        accountId,
        reference: await nextReference(tx, accountId),
        publicRef: randomBytes(16).toString('base64url'),
        customerId,
        status: 'draft',
        ...contentOf(body),
      })
      .returning();
    await writeItems(tx, row!.id, body);
    return detailOf(tx, body.send ? await markSent(tx, publicUrl, row!) : row!);
  });
}

export async function updateInvoice(db: Db, publicUrl: string, session: SessionInfo, rawId: string, body: Body) {
  const accountId = accountOf(session);
  return db.transaction(async (tx) => {
    const current = await lockedInvoice(tx, accountId, rawId);
    if (!invoiceIsEditable(current.status)) throw new ApiError(409, INVOICE_MESSAGES.notDraft);
    const customerId = await customerFor(tx, accountId, body.customer_name, body.customer_email);
    const [row] = await tx
      .update(invoices)
      .set({ customerId, ...contentOf(body) })
      .where(eq(invoices.id, current.id))
      .returning();
    await writeItems(tx, row!.id, body);
    return detailOf(tx, body.send ? await markSent(tx, publicUrl, row!) : row!);
  });
}

export async function sendInvoice(db: Db, publicUrl: string, session: SessionInfo, rawId: string) {
  return db.transaction(async (tx) => {
    const row = await lockedInvoice(tx, accountOf(session), rawId);
    if (!invoiceCanSend(row.status)) throw new ApiError(409, INVOICE_MESSAGES.cannotSend);
    return detailOf(tx, await markSent(tx, publicUrl, row));
  });
}

export async function remindInvoice(db: Db, publicUrl: string, session: SessionInfo, rawId: string) {
  return db.transaction(async (tx) => {
    const row = await lockedInvoice(tx, accountOf(session), rawId);
    if (!invoiceCanRemind(invoiceStatusOf(row.status, row.dueDate))) {
      throw new ApiError(409, INVOICE_MESSAGES.cannotRemind);
    }
    const [reminded] = await tx
      .update(invoices)
      .set({ remindedAt: new Date() })
      .where(eq(invoices.id, row.id))
      .returning();
    await mailInvoice(tx, publicUrl, reminded!, 'reminder');
    return detailOf(tx, reminded!);
  });
}

/**
 * Money the merchant received outside the checkout (cash, their own bank account): the invoice is
 * paid, and no ledger entry is made, since the money never passed through us.
 */
export async function markInvoicePaid(db: Db, session: SessionInfo, rawId: string, body: PaidBody) {
  return db.transaction(async (tx) => {
    const row = await lockedInvoice(tx, accountOf(session), rawId);
    if (!invoiceCanMarkPaid(row.status)) throw new ApiError(409, INVOICE_MESSAGES.cannotMarkPaid);
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date(), offlineMethod: body.method, offlineNote: body.note })
      .where(eq(invoices.id, row.id))
      .returning();
    return detailOf(tx, paid!);
  });
}

export async function cancelInvoice(db: Db, session: SessionInfo, rawId: string) {
  return db.transaction(async (tx) => {
    const row = await lockedInvoice(tx, accountOf(session), rawId);
    if (!invoiceCanCancel(row.status)) throw new ApiError(409, INVOICE_MESSAGES.cannotCancel);
    const [cancelled] = await tx
      .update(invoices)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(invoices.id, row.id))
      .returning();
    return detailOf(tx, cancelled!);
  });
}

/** The invoice and its business's name, for the PDF. */
export async function invoiceForPdf(db: Db, session: SessionInfo, rawId: string) {
  const detail = await getInvoice(db, session, rawId);
  return { detail, business: await businessName(db, accountOf(session)) };
}
