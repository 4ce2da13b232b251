import { randomBytes } from 'node:crypto';
import { invoiceItems, invoices } from '../schema';
import { ACCOUNT, type DemoSeed, type PaymentsReceived } from '../seed-demo';

/** Invoices and their lines. */
export async function seedInvoices(s: DemoSeed, from: PaymentsReceived): Promise<void> {
  const { tx, g, c } = s;
  const A = ACCOUNT;
  const { storesCustomers } = from;

  // Invoices.
  const invoiceStatuses = ['paid', 'paid', 'paid', 'sent', 'sent', 'overdue', 'draft'] as const;
  const invoiceRows = await tx
    .insert(invoices)
    .values(
      Array.from({ length: 15 }, (_, i) => {
        const customer = storesCustomers[i * 31 + 5]!;
        const status = invoiceStatuses[i % invoiceStatuses.length]!;
        const createdDaysAgo = 150 - i * 10;
        return {
          id: i + 1,
          accountId: A.demoStores,
          reference: `INV-${String(1001 + i)}`,
          publicRef: randomBytes(16).toString('base64url'),
          customerName: customer.fullname,
          customerEmail: customer.email,
          amount: g.int(20_000, 2_000_000) * 100,
          currency: 'NGN',
          status,
          dueDate: status === 'overdue' ? c.at(3) : status === 'paid' ? c.at(createdDaysAgo - 14) : c.ahead(14),
          sentAt: status === 'draft' ? null : c.at(createdDaysAgo),
          paidAt: status === 'paid' ? c.at(createdDaysAgo - 7) : null,
          createdAt: c.at(createdDaysAgo),
        };
      }),
    )
    .returning({ id: invoices.id, amount: invoices.amount });
  // One line each, carrying the whole amount, so the lines add up to the total.
  await tx.insert(invoiceItems).values(
    invoiceRows.map((r) => ({
      invoiceId: r.id,
      position: 0,
      description: 'Goods supplied',
      quantity: 1,
      unitPrice: r.amount,
    })),
  );
}
