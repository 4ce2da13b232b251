import { and, eq, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { type InvoicesQuery, invoiceStatusOf } from '../../../contract/invoices';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { SessionInfo } from '../../http';
import { accountPage } from '../../tenancy';
import { isoDate, listAnswer } from '../../paging';

/**
 * Invoices, newest first; a sent invoice past its due date (the end of that day) reads as overdue, and
 * the overdue filter finds those as well as invoices stored overdue.
 */
export async function invoiceList(db: Db, session: SessionInfo, query: v.InferOutput<typeof InvoicesQuery>) {
  const pastDue = sql`${invoices.dueDate} + interval '1 day' <= now()`;
  const byStatus =
    query.status === 'overdue'
      ? or(eq(invoices.status, 'overdue'), and(eq(invoices.status, 'sent'), pastDue))
      : query.status === 'sent'
        ? and(eq(invoices.status, 'sent'), sql`not (${pastDue})`)
        : query.status
          ? eq(invoices.status, query.status)
          : undefined;
  const r = await accountPage(
    db,
    invoices,
    session,
    query,
    [invoices.reference, invoices.customerName, invoices.customerEmail],
    [byStatus],
  );
  const now = new Date();
  return listAnswer('invoices', r, (i) => ({
    id: i.id,
    reference: i.reference,
    customer_name: i.customerName,
    customer_email: i.customerEmail,
    amount: i.amount,
    currency: i.currency,
    status: invoiceStatusOf(i.status, i.dueDate, now),
    due_date: isoDate(i.dueDate),
    date_created: isoDate(i.createdAt),
  }));
}
