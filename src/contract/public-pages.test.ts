import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATTERNS } from './pwa';

const isPublic = (path: string) => PUBLIC_PAGE_PATTERNS.some((p) => p.test(path));

describe('public pages the service worker leaves to the server', () => {
  it('are the customer pages of spec 1 §2 and never a dashboard route', () => {
    for (const path of [
      '/pay/gift-card-ab12',
      '/donate/help-x',
      '/checkout/MDABC',
      '/invoices/INV123',
      '/events/1000001',
      '/redirect/MDABC/successful',
      '/payment-redirect/merchant',
      '/paymentlink-inactive',
      '/cancelsubscription',
      '/pcidss',
      '/collab/confirm/abc123',
      '/store/ada-fabrics',
      '/store/ada-fabrics/cart',
    ]) {
      expect(isPublic(path), path).toBe(true);
    }
    for (const path of [
      '/dashboard/invoices/list',
      '/dashboard/events/list',
      '/dashboard/store/products',
      '/dashboard/payments/links',
      '/login',
      '/payroll',
      '/invoicesx',
      '/pcidssx',
      '/collab',
    ]) {
      expect(isPublic(path), path).toBe(false);
    }
  });
});
