import { chromium } from '@playwright/test';
const base = 'http://localhost:4690';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// A seeded link: find one through the public page of the demo's first link slugs.
const j = (path, body, token) =>
  fetch(`${base}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then((r) => r.json());
const login = await j('login', { identifier: 'owner@demo.test', password: 'Demo-pass-2026' });
const acct = await j('merchant/tokens/create', { account: login.data.company.id }, login.data['flw-auth-token']);
const links = await j('v2/payment-links?page=1', undefined, acct.data.token);
const slug = links.data.payment_links.find((l) => l.status === 'active' && l.amount).slug;
console.log(slug);
await page.goto(`${base}/pay/${slug}`);
await page.screenshot({ path: '/tmp/shot-pay.png', fullPage: true });
await page.getByLabel('Full name').fill('Ada Obi');
await page.getByLabel('Email').fill('ada@buyer.test');
await page.getByRole('button', { name: /Continue/ }).click();
await page.screenshot({ path: '/tmp/shot-checkout.png', fullPage: true });
await page.getByLabel('Card number').fill('4187427415564246');
await page.getByLabel('Expiry (MM/YY)').fill('12/39');
await page.getByLabel('CVV').fill('123');
await page.getByRole('button', { name: /^Pay / }).click();
await page.screenshot({ path: '/tmp/shot-code.png', fullPage: true });
const mail = await (await fetch(`${base}/api/sandbox/outbox?to=ada@buyer.test`)).json();
await page.getByLabel('Code').fill(mail.data[0].code);
await page.getByRole('button', { name: 'Confirm payment' }).click();
await page.screenshot({ path: '/tmp/shot-done.png', fullPage: true });
console.log(page.url());
await browser.close();
