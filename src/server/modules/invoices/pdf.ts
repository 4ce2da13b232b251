import PDFDocument from 'pdfkit';
import { type InvoiceDetail, invoiceStatusLabel, OFFLINE_PAYMENT_METHODS } from '../../../contract/invoices';

/** 123456 → '1,234.56' (exact: built from the integer, never a float). */
export function formatMinor(minor: number): string {
  const value = BigInt(Math.trunc(minor));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/**
 * The invoice as an A4 PDF, drawn with pdfkit's built-in Helvetica (no font files to ship). Those
 * standard fonts cover Latin text; characters beyond it print as their nearest fallback.
 */
export function invoicePdf(invoice: InvoiceDetail, business: string, link: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.reference}`, Author: business },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => `${invoice.currency} ${formatMinor(minor)}`;
  const left = 50;
  const width = doc.page.width - 100;

  doc.font('Helvetica-Bold').fontSize(20).text(business, left, 50, { width });
  doc.font('Helvetica').fontSize(11).fillColor('#555').text(`Invoice ${invoice.reference}`);
  doc.moveDown();
  doc.fillColor('#000').fontSize(10);
  doc.text(`Billed to: ${invoice.customer_name} <${invoice.customer_email}>`);
  doc.text(`Issued: ${invoice.date_created.slice(0, 10)}`);
  doc.text(`Due: ${invoice.due_date.slice(0, 10)}`);
  doc.text(`Status: ${invoiceStatusLabel(invoice.status)}`);
  if (invoice.status === 'paid' && invoice.offline_method) {
    const method =
      (OFFLINE_PAYMENT_METHODS as Record<string, string>)[invoice.offline_method] ?? invoice.offline_method;
    doc.text(`Paid by ${method}${invoice.paid_at ? ` on ${invoice.paid_at.slice(0, 10)}` : ''}`);
  }
  doc.moveDown(1.5);

  const cols = {
    description: left,
    quantity: left + width * 0.55,
    price: left + width * 0.68,
    amount: left + width * 0.84,
  };
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], cols.description, y, { width: width * 0.53 });
    const bottom = doc.y;
    doc.text(cells[1], cols.quantity, y, { width: width * 0.11, align: 'right' });
    doc.text(cells[2], cols.price, y, { width: width * 0.15, align: 'right' });
    doc.text(cells[3], cols.amount, y, { width: width * 0.16, align: 'right' });
    doc.x = left;
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  row(['Description', 'Qty', 'Unit price', 'Amount'], true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#ccc')
    .stroke();
  doc.y += 4;
  for (const item of invoice.items) {
    row([
      item.description,
      String(item.quantity),
      formatMinor(item.unit_price),
      formatMinor(item.quantity * item.unit_price),
    ]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 6;
  const total = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, cols.price - width * 0.2, y, { width: width * 0.35, align: 'right' });
    doc.text(value, cols.amount - width * 0.1, y, { width: width * 0.26, align: 'right' });
    doc.x = left;
  };
  total('Subtotal', money(invoice.subtotal));
  if (invoice.discount > 0) total('Discount', `-${money(invoice.discount)}`);
  if (invoice.tax_percent > 0) total(`Tax (${invoice.tax_percent}%)`, money(invoice.tax));
  total('Total', money(invoice.amount), true);
  doc.moveDown(2);
  doc.font('Helvetica');
  if (invoice.notes) {
    doc.font('Helvetica-Bold').text('Notes', left);
    doc.font('Helvetica').text(invoice.notes, left, doc.y, { width });
    doc.moveDown();
  }
  if (invoice.status !== 'paid' && invoice.status !== 'cancelled') {
    doc.text('Pay online:', left);
    doc.fillColor('#0645ad').text(link, left, doc.y, { width, link });
  }
  doc.end();
  return done;
}
