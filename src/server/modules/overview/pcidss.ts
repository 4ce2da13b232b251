import { escapeHtml } from '../../html';
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { PCIDSS_FEE } from '../../../contract/analytics';
import { cardProblem } from '../../../contract/checkout';
import type { Db } from '../../db/client';
import { accounts, pcidssPayments } from '../../db/schema';
import { ApiError, type AppEnv, type SessionInfo } from '../../http';
import { sandboxFormField } from '../../sandbox/guard';
import { money } from '../checkout';
import { notFound, page as publicPage } from '../checkout';

/** Starts a checkout of the PCI-DSS certification fee (spec 1 §9: 50,000 NGN) on the sandbox card page. */
export async function startPcidssCheckout(db: Db, session: SessionInfo) {
  const ref = `PCI-${randomBytes(9).toString('base64url')}`;
  await db.insert(pcidssPayments).values({
    ref,
    accountId: session.accountId!,
    amount: PCIDSS_FEE.amount,
    currency: PCIDSS_FEE.currency,
  });
  return { ref, checkout_url: `/sandbox/checkout/${ref}`, amount: PCIDSS_FEE.amount, currency: PCIDSS_FEE.currency };
}

/** The merchant id for the certification platform, once this account's fee checkout is paid. */
export async function pcidssMerchantId(db: Db, session: SessionInfo, ref: string) {
  const [paid] = await db
    .select({ merchantId: accounts.merchantId, accountId: accounts.id })
    .from(pcidssPayments)
    .innerJoin(accounts, eq(accounts.id, pcidssPayments.accountId))
    .where(
      and(
        eq(pcidssPayments.ref, ref),
        eq(pcidssPayments.accountId, session.accountId!),
        isNotNull(pcidssPayments.paidAt),
      ),
    );
  if (!paid) throw new ApiError(404, 'No paid certification checkout with this reference');
  return { merchant_id: paid.merchantId ?? `MID${paid.accountId}` };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:440px;padding:16px;color:#1a1f2b;background:#f6f7f9}
main{background:#fff;border:1px solid #dde1e8;border-radius:16px;padding:20px}
label{display:block;font-weight:600;font-size:14px;margin-top:12px}
input{box-sizing:border-box;width:100%;min-height:48px;padding:0 12px;font:inherit;border:1px solid #9aa3b2;border-radius:10px}
button{margin-top:20px;width:100%;min-height:48px;font:inherit;font-weight:600;border:0;border-radius:10px;background:#1f4fd1;color:#fff}
.amount{font-size:28px;font-weight:700}.error{color:#b42318;font-weight:600}.hint{color:#4b5565;font-size:14px}
</style></head><body><main>${body}</main></body></html>`;
}

/** Sandbox card checkout (what the payment provider's hosted page would be); only in sandbox mode. */
export function pcidssCheckoutPages(app: Hono<AppEnv>): void {
  const render = async (db: Db, ref: string, problem: string | null, token: string) => {
    const [row] = await db.select().from(pcidssPayments).where(eq(pcidssPayments.ref, ref));
    if (!row) return null;
    const amount = `${row.currency} ${(row.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    return page(
      'Sandbox checkout',
      `<h1>Pay the PCI-DSS certification fee</h1>
<p class="amount">${escapeHtml(amount)}</p>
<p class="hint">Sandbox checkout: no real card is charged. Test card 5531 8866 5214 2950, any future expiry, CVV 564.</p>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/sandbox/checkout/${escapeHtml(ref)}">${token}
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>`,
    );
  };
  app.get('/sandbox/checkout/:ref', async (c) => {
    const html = await render(c.get('deps').db, c.req.param('ref').slice(0, 64), null, sandboxFormField(c));
    return html ? c.html(html) : c.html(page('Not found', '<h1>Checkout not found</h1>'), 404);
  });
  app.post('/sandbox/checkout/:ref', async (c) => {
    const db = c.get('deps').db;
    const ref = c.req.param('ref').slice(0, 64);
    const form = await c.req.parseBody();
    const card = { number: String(form.number ?? ''), expiry: String(form.expiry ?? ''), cvv: String(form.cvv ?? '') };
    const problem = cardProblem(card);
    if (problem) {
      const html = await render(db, ref, problem, sandboxFormField(c));
      return html ? c.html(html, 400) : c.html(page('Not found', '<h1>Checkout not found</h1>'), 404);
    }
    const [paid] = await db
      .update(pcidssPayments)
      .set({ paidAt: new Date() })
      .where(eq(pcidssPayments.ref, ref))
      .returning({ ref: pcidssPayments.ref });
    if (!paid) return c.html(page('Not found', '<h1>Checkout not found</h1>'), 404);
    return c.redirect(`/dashboard/overview?pcidss_ref=${encodeURIComponent(ref)}`, 303);
  });
}

/**
 * /pcidss (spec 1 §2): the public page of the PCI-DSS certification a travel agency is offered: what it
 * is, the fee and the steps. With `?ref=` of a paid fee checkout it shows the merchant ID to give the
 * certification platform (the reference is the checkout's random secret, so it reveals no one else's).
 */
export function pcidssPage(app: Hono<AppEnv>): void {
  app.get('/pcidss', async (c) => {
    const db = c.get('deps').db;
    const ref = (c.req.query('ref') ?? '').slice(0, 64);
    const fee = money(PCIDSS_FEE.amount, PCIDSS_FEE.currency);
    const about = `<p>PCI-DSS is the card industry's security standard. Businesses that take card payments for travel
are asked to be certified: it shows customers and card schemes that card data is handled safely.</p>
<h2>How to get certified</h2>
<ol><li>On your dashboard overview, choose <strong>Get Certified</strong> on the PCI-DSS banner.</li>
<li>Pay the certification fee of <strong>${fee}</strong> by card.</li>
<li>Copy the merchant ID you are shown and give it to the certification platform.</li></ol>`;
    if (!ref) return publicPage(c, null, 'PCI-DSS certification', `<h1>PCI-DSS certification</h1>${about}${SIGN_IN}`);
    const [row] = await db
      .select({ payment: pcidssPayments, merchantId: accounts.merchantId })
      .from(pcidssPayments)
      .innerJoin(accounts, eq(accounts.id, pcidssPayments.accountId))
      .where(eq(pcidssPayments.ref, ref));
    if (!row) return notFound(c, 'Certification payment');
    const { payment } = row;
    if (!payment.paidAt) {
      return publicPage(
        c,
        payment.accountId,
        'PCI-DSS certification',
        `<h1>PCI-DSS certification</h1>
<p role="status" class="error">The certification fee for this reference is not paid yet.</p>${about}${SIGN_IN}`,
      );
    }
    const merchantId = row.merchantId ?? `MID${payment.accountId}`;
    return publicPage(
      c,
      payment.accountId,
      'PCI-DSS certification paid',
      `<h1>Payment successful</h1>
<p role="status" class="ok">The certification fee of ${money(payment.amount, payment.currency)} is paid.</p>
<dl><dt>Merchant ID</dt><dd id="merchant-id">${escapeHtml(merchantId)}</dd><dt>Reference</dt><dd>${escapeHtml(payment.ref)}</dd></dl>
<p>Give this merchant ID to the certification platform to complete your PCI-DSS certification.</p>`,
    );
  });
}

const SIGN_IN = '<p><a href="/login">Sign in to your dashboard</a></p>';
