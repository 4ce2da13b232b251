import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { ERROR_CODES } from '../../../contract/envelope';
import { invoicePublicPath } from '../../../contract/invoices';
import { resolveSession } from '../../auth/sessions';
import { ApiError, type AppEnv, serve } from '../../http';
import { byId, byIdAndBody, byQuery, serveWithSession } from '../../session-routes';
import { invoicePdf } from './pdf';
import * as service from './service';
import { invoiceList } from './lists';

/** Invoices of the dashboard: one, create, edit (drafts), send, remind, mark paid, cancel, PDF. */
export function invoiceRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.invoices, byQuery(invoiceList));
  serveWithSession(api, endpoints.invoice, byId(service.getInvoice));
  serve(api, endpoints.createInvoice, resolveSession, async ({ deps, session, body }) => {
    const data = await service.createInvoice(deps.db, deps.config.publicUrl, session, body);
    return { data, status: 201, message: data.status === 'sent' ? 'Invoice sent' : 'Invoice saved as a draft' };
  });
  serve(api, endpoints.updateInvoice, resolveSession, async ({ deps, session, params, body }) => {
    const data = await service.updateInvoice(deps.db, deps.config.publicUrl, session, params.id!, body);
    return { data, message: data.status === 'sent' ? 'Invoice sent' : 'Invoice saved' };
  });
  serveWithSession(
    api,
    endpoints.sendInvoice,
    (r) => service.sendInvoice(r.db, r.deps.config.publicUrl, r.session, r.id),
    'Invoice sent',
  );
  serveWithSession(
    api,
    endpoints.remindInvoice,
    (r) => service.remindInvoice(r.db, r.deps.config.publicUrl, r.session, r.id),
    'Reminder sent',
  );
  serveWithSession(api, endpoints.markInvoicePaid, byIdAndBody(service.markInvoicePaid), 'Invoice marked as paid');
  serveWithSession(api, endpoints.cancelInvoice, byId(service.cancelInvoice), 'Invoice cancelled');
  // The PDF: raw bytes, so not in the JSON table; the app fetches it with the account session.
  api.get('/v2/invoices/:id/pdf', async (c) => {
    const deps = c.get('deps');
    const token = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{10,200})$/)?.[1];
    if (!token) throw new ApiError(401, 'Unauthorized access, please login again', ERROR_CODES.unauthorized);
    const session = await resolveSession(deps, token, 'account');
    const { detail, business } = await service.invoiceForPdf(deps.db, session, c.req.param('id'));
    const pdf = await invoicePdf(detail, business, `${deps.config.publicUrl}${invoicePublicPath(detail.public_ref)}`);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${detail.reference}.pdf"`,
    });
  });
}
