import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceForm, invoiceStatusOf, invoiceTotals, majorToMinor } from './invoices';

describe('invoiceTotals', () => {
  it('adds quantity × unit price, takes the discount off, then adds tax rounded half up', () => {
    expect(
      invoiceTotals({
        items: [
          { quantity: 3, unit_price: 150_000 },
          { quantity: 1, unit_price: 2_501 },
        ],
        tax_percent: 7.5,
        discount: 1_000,
      }),
    ).toEqual({ subtotal: 452_501, discount: 1_000, tax: 33_863, total: 485_364 });
  });
  it('rounds a half minor unit of tax up and anything less down', () => {
    // 10 % of 105 = 10.5 → 11; 10 % of 104 = 10.4 → 10.
    expect(invoiceTotals({ items: [{ quantity: 1, unit_price: 105 }], tax_percent: 10, discount: 0 }).tax).toBe(11);
    expect(invoiceTotals({ items: [{ quantity: 1, unit_price: 104 }], tax_percent: 10, discount: 0 }).tax).toBe(10);
    // 0.07 % is 7 basis points exactly, not 7.000000000000001.
    expect(invoiceTotals({ items: [{ quantity: 1, unit_price: 100_000 }], tax_percent: 0.07, discount: 0 }).tax).toBe(
      70,
    );
  });
  it('stays exact where floats would not, and never goes negative', () => {
    const big = invoiceTotals({
      items: [{ quantity: 999_999, unit_price: 9_999_999 }],
      tax_percent: 33.33,
      discount: 0,
    });
    expect(big.subtotal).toBe(9_999_989_000_001);
    // 33.33 % of 9,999,989,000,001 = 3,332,996,333,700.33… → 3,332,996,333,700.
    expect(big.tax).toBe(3_332_996_333_700);
    expect(invoiceTotals({ items: [{ quantity: 1, unit_price: 500 }], tax_percent: 5, discount: 900 }).total).toBe(0);
    expect(invoiceTotals({ items: [], tax_percent: 0, discount: 0 }).total).toBe(0);
  });
});

describe('invoice form', () => {
  it('reads major units as typed into the request the server takes', () => {
    expect(majorToMinor('1,500.5')).toBe(150_050);
    expect(majorToMinor('0.07')).toBe(7);
    expect(majorToMinor('1.234')).toBeUndefined();
    const parsed = v.safeParse(InvoiceForm, {
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.test',
      currency: 'NGN',
      due_date: '2099-01-31',
      items: [{ description: 'Work', quantity: '2', unit_price: '1,000.00' }],
      tax_percent: '7.5',
      discount: '',
    });
    expect(parsed.success && parsed.output).toMatchObject({
      items: [{ description: 'Work', quantity: 2, unit_price: 100_000 }],
      tax_percent: 7.5,
      discount: 0,
    });
  });
});

describe('invoiceStatusOf', () => {
  it('is overdue once the whole due day has passed, for sent invoices only', () => {
    const due = '2026-03-10T00:00:00.000Z';
    expect(invoiceStatusOf('sent', due, new Date('2026-03-10T23:59:00Z'))).toBe('sent');
    expect(invoiceStatusOf('sent', due, new Date('2026-03-11T00:00:00Z'))).toBe('overdue');
    expect(invoiceStatusOf('draft', due, new Date('2027-01-01T00:00:00Z'))).toBe('draft');
    expect(invoiceStatusOf('paid', due, new Date('2027-01-01T00:00:00Z'))).toBe('paid');
  });
});
