// The invoice statuses alone: the invoices list's route validates its search with them at start-up,
// and the rest of the invoices contract (schemas, endpoints) stays out of the app's first load.
/**
 * draft: editable, not yet mailed. sent: mailed with the customer's link, not paid. paid: paid at the
 * checkout or marked paid by the merchant. overdue: sent and past its due date (computed when read).
 * cancelled: withdrawn; its link no longer takes payment.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
