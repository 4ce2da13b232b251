import { TEST_CARDS } from '../../../contract/checkout';
import { plainAmount } from '../../../contract/plain-amount';
import { escapeHtml as e } from '../../html';

/**
 * The public pages customers pay on: server-rendered HTML with no script at all (the first load is
 * one document and no JavaScript, far under any phone budget), forms that post and redirect, so they
 * work on the slowest phone and with scripts off. Mobile first: one column, 48 px controls.
 */
export interface PageFrame {
  title: string;
  merchant: { name: string; logo: string | null };
  /** The product's (white-label) name, shown as who secures the payment. */
  product: string;
  body: string;
  /** CSS of one kind of page (the storefront's shelves), after the shared sheet. */
  style?: string;
}

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1a1f2b;background:#f3f5f8}
.wrap{max-width:480px;margin:0 auto;padding:16px}
header.merchant{display:flex;align-items:center;gap:12px;margin:8px 0 16px}
header.merchant img{width:44px;height:44px;border-radius:50%;object-fit:cover;background:#fff}
.initial{width:44px;height:44px;border-radius:50%;display:grid;place-items:center;background:#1f4fd1;color:#fff;font-weight:700}
header.merchant p{margin:0;font-weight:600}
main{background:#fff;border:1px solid #dde1e8;border-radius:16px;padding:20px}
h1{font-size:22px;line-height:1.25;margin:0 0 4px}h2{font-size:17px;margin:20px 0 4px}
.amount{font-size:30px;font-weight:700;margin:8px 0}
label,legend{display:block;font-weight:600;font-size:15px;margin-top:14px}
fieldset{border:0;padding:0;margin:0}
input,select,textarea{width:100%;min-height:48px;padding:10px 12px;font:inherit;border:1px solid #8b95a5;border-radius:10px;background:#fff;color:inherit}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid #1f4fd1;outline-offset:2px}
button{margin-top:20px;width:100%;min-height:48px;font:inherit;font-weight:600;border:0;border-radius:10px;background:#1f4fd1;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f4fd1;border:1px solid #1f4fd1}
.choices{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.choices label{margin:0;font-weight:500;display:flex;align-items:center;gap:8px;min-height:48px;padding:0 14px;border:1px solid #8b95a5;border-radius:10px}
.choices input{width:auto;min-height:0}
.error{color:#b42318;font-weight:600}.ok{color:#067647;font-weight:700}.hint,small{color:#4b5565;font-size:14px}
.method{border-top:1px solid #dde1e8;margin-top:20px;padding-top:4px}
details summary{min-height:48px;display:flex;align-items:center;font-weight:600;cursor:pointer}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:12px 0}dt{color:#4b5565}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin:12px 0;font-size:15px}th,td{text-align:left;padding:8px 4px;border-bottom:1px solid #e6e9ef}td.n,th.n{text-align:right}
footer{text-align:center;color:#4b5565;font-size:13px;margin:16px 0}
a{color:#1f4fd1}
@media (prefers-color-scheme:dark){body{background:#0f131a;color:#e8ebf0}main{background:#171c25;border-color:#2a3140}input,select,textarea{background:#0f131a;border-color:#556070}.hint,small,dt,footer{color:#a6afbd}button.secondary{background:transparent;color:#8fb0ff;border-color:#8fb0ff}a{color:#8fb0ff}.error{color:#ff8f80}.ok{color:#5fd39a}}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

export function renderPage(frame: PageFrame): string {
  const { merchant } = frame;
  // A logo is shown only from this server (uploads) or as data: — the page's CSP allows no other host.
  const logo =
    merchant.logo && (merchant.logo.startsWith('/') || merchant.logo.startsWith('data:image/'))
      ? `<img src="${e(merchant.logo)}" alt="">`
      : `<span class="initial" aria-hidden="true">${e(merchant.name.trim().charAt(0).toUpperCase() || 'M')}</span>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(frame.title)} · ${e(merchant.name)}</title>
<style>${STYLE}${frame.style ?? ''}</style></head><body><div class="wrap">
<header class="merchant">${logo}<p>${e(merchant.name)}</p></header>
<main>${frame.body}</main>
<footer>Secured by ${e(frame.product)} · Test mode: no real money moves</footer>
</div></body></html>`;
}

export const alert = (message: string | null | undefined): string =>
  message ? `<p class="error" role="alert">${e(message)}</p>` : '';

export function field(
  name: string,
  label: string,
  opts: {
    type?: string;
    value?: string;
    required?: boolean;
    autocomplete?: string;
    inputmode?: string;
    hint?: string;
  } = {},
): string {
  const attrs = [
    `id="${e(name)}"`,
    `name="${e(name)}"`,
    `type="${opts.type ?? 'text'}"`,
    opts.value ? `value="${e(opts.value)}"` : '',
    opts.required ? 'required' : '',
    opts.autocomplete ? `autocomplete="${opts.autocomplete}"` : '',
    opts.inputmode ? `inputmode="${opts.inputmode}"` : '',
    opts.hint ? `aria-describedby="${e(name)}-hint"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const hint = opts.hint ? `<small id="${e(name)}-hint">${e(opts.hint)}</small>` : '';
  return `<label for="${e(name)}">${e(label)}${opts.required ? '' : ' <small>(optional)</small>'}</label><input ${attrs}>${hint}`;
}

export const money = (minor: number, currency: string) => e(plainAmount(minor, currency));

/** The card, bank transfer and mobile money forms of one checkout. */
export function methodsBody(opts: {
  ref: string;
  heading: string;
  amount: number;
  currency: string;
  attempt: string;
  problem: string | null;
  virtualAccount: { bank: string; number: string };
  mobileMoney: boolean;
}): string {
  const pay = money(opts.amount, opts.currency);
  const hidden = `<input type="hidden" name="attempt" value="${e(opts.attempt)}">`;
  const ref = e(opts.ref);
  return `<h1>${e(opts.heading)}</h1>
<p class="amount">${pay}</p>
${alert(opts.problem)}
<section class="method" aria-labelledby="card-h"><h2 id="card-h">Pay with card</h2>
<form method="post" action="/checkout/${ref}/card">${hidden}
${field('number', 'Card number', { required: true, autocomplete: 'cc-number', inputmode: 'numeric' })}
${field('expiry', 'Expiry (MM/YY)', { required: true, autocomplete: 'cc-exp' })}
${field('cvv', 'CVV', { required: true, autocomplete: 'cc-csc', inputmode: 'numeric' })}
<button type="submit">Pay ${pay}</button>
</form>
<details><summary>Test cards</summary><ul class="hint">
<li>${TEST_CARDS.success} — succeeds</li><li>${TEST_CARDS.challenge} — asks for a code sent to your email</li>
<li>${TEST_CARDS.declined} — declined</li><li>${TEST_CARDS.insufficientFunds} — insufficient funds</li>
<li>${TEST_CARDS.renewalDeclines} — succeeds once, declines renewals</li>
<li>Any future expiry (MM/YY) and any 3-digit CVV.</li></ul></details>
</section>
<section class="method" aria-labelledby="bank-h"><h2 id="bank-h">Pay by bank transfer</h2>
<p>Transfer exactly <strong>${pay}</strong> to:</p>
<dl><dt>Bank</dt><dd>${e(opts.virtualAccount.bank)}</dd><dt>Account number</dt><dd>${e(opts.virtualAccount.number)}</dd><dt>Reference</dt><dd>${ref}</dd></dl>
<form method="post" action="/checkout/${ref}/bank">${hidden}<button type="submit" class="secondary">I have sent the money</button></form>
</section>
${
  opts.mobileMoney
    ? `<section class="method" aria-labelledby="momo-h"><h2 id="momo-h">Pay with mobile money</h2>
<form method="post" action="/checkout/${ref}/mobilemoney">${hidden}
${field('phone', 'Mobile money number', { type: 'tel', required: true, autocomplete: 'tel', inputmode: 'tel' })}
<button type="submit" class="secondary">Send the payment prompt</button></form></section>`
    : ''
}`;
}

export function challengeBody(opts: {
  ref: string;
  amount: number;
  currency: string;
  problem: string | null;
  email: string;
}) {
  return `<h1>Confirm your payment</h1>
<p class="amount">${money(opts.amount, opts.currency)}</p>
<p>Your bank sent a 6-digit code to <strong>${e(opts.email)}</strong>.</p>
${alert(opts.problem)}
<form method="post" action="/checkout/${e(opts.ref)}/code">
${field('code', 'Code', { required: true, autocomplete: 'one-time-code', inputmode: 'numeric' })}
<button type="submit">Confirm payment</button></form>`;
}

export function resultBody(opts: {
  status: 'successful' | 'failed' | 'pending';
  amount: number;
  currency: string;
  reference: string;
  narration: string;
  when: Date | null;
  retry: string | null;
}): string {
  const heading =
    opts.status === 'successful'
      ? '<h1 class="ok">Payment successful</h1>'
      : opts.status === 'pending'
        ? '<h1>Payment not finished</h1>'
        : '<h1 class="error">Payment failed</h1>';
  return `${heading}
<p class="amount">${money(opts.amount, opts.currency)}</p>
<dl><dt>For</dt><dd>${e(opts.narration)}</dd><dt>Reference</dt><dd>${e(opts.reference)}</dd><dt>Status</dt><dd>${e(opts.status)}</dd>${
    opts.when ? `<dt>Date</dt><dd>${e(opts.when.toISOString().slice(0, 16).replace('T', ' '))} UTC</dd>` : ''
  }</dl>
${opts.status === 'successful' ? '<p>A receipt is on its way to your email.</p>' : ''}
${opts.retry ? `<p><a href="${e(opts.retry)}">Finish or retry the payment</a></p>` : ''}`;
}
