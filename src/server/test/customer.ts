import { TEST_CARDS } from '../../contract/checkout';
import type { TestServer } from './harness';

/**
 * A customer on the public pages (links, invoices, the store, checkout): posts forms as a phone browser
 * does, and pays a checkout by card with a fresh attempt key each time.
 */
export function customerBrowser(s: TestServer) {
  const form = (path: string, fields: Record<string, string>, cookie = '') =>
    s.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
        cookie,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const attempt = () => `attempt-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const card = (ref: string, number: string = TEST_CARDS.success) =>
    form(`/checkout/${ref}/card`, { number, expiry: '12/39', cvv: '123', attempt: attempt() });
  /** The checkout reference a form's redirect names. */
  const refOf = (res: Response) => res.headers.get('location')!.split('/').pop()!;
  return { form, attempt, card, refOf };
}
