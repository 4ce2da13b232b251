import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SW_MESSAGES } from '../../src/contract/pwa';
import type { FixtureResponse } from '../../src/contract/sandbox';
import {
  expect,
  latestOutboxId,
  makeBusinessForGroup,
  readStored,
  signInByApi,
  test,
  waitForMail,
  waitForActiveWorker,
  workerDomain,
} from './helpers';
import { withServiceWorker } from './chromium';

// These journeys need the service worker, and the full browser.
test.use(withServiceWorker);

// The approvals journey on a phone and on a desktop, each on a business of its own: the member sends,
// the owner approves (a swipe on the phone, the row's button on the desktop), the admin rejects
// offline and the worker's queue replays once, and a push opens pending approvals.
test.describe.configure({ mode: 'serial' });

let business: FixtureResponse;
const user = (role: string) => {
  const found = business.users.find((u) => u.role === role);
  if (!found) throw new Error(`The fixture has no ${role}`);
  return found;
};
test.beforeAll(async ({ playwright }) => {
  business = await makeBusinessForGroup(playwright, {
    users: [{ role: 'Owner' }, { role: 'Admin' }, { role: 'User' }],
    // One rejected offline, one approved from a notification.
    awaiting_approval: 2,
  });
});

/** Found by its narration: for an NGN wallet the name is the bank's (account/resolve), not the one typed. */
const NARRATION = `Stock for Ikeja ${Date.now().toString(36)}`;
let beneficiary = '';

/** A pending-transfer push for this test's business, delivered by CDP (the stand-in for a push service). */
async function pushDelivery(
  context: BrowserContext,
  page: Page,
  push: {
    transfer_id: number;
    account_id: number;
    user_id: number;
    amount: number;
    beneficiary: string;
    pending_count: number;
  },
) {
  const { cdp, regId } = await workerDomain(context, page);
  return () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: regId,
      data: JSON.stringify({
        type: 'transfer_pending_approval',
        business_name: business.business_name,
        currency: 'NGN',
        url: '/dashboard/transfers/pendingapprovals',
        ...push,
      }),
    });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });

/** CDP cannot click a system notification: the worker gets the same notificationclick event (with an action). */
async function clickNotification(context: BrowserContext, tag: string, action = ''): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    async ({ tag, action }) => {
      // The spec compiles with DOM types only, so the worker's globals are typed by hand here.
      const scope = self as unknown as {
        registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: unknown; action: string }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error(`No notification ${tag}`);
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification, action }));
    },
    { tag, action },
  );
}

async function apiGet(page: Page, path: string): Promise<unknown> {
  const token = (await readStored(page, 'appToken')) as string;
  const response = await page.request.get(`/api/${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'x-app-id': 'merchant-dashboard' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** A transfer awaiting approval as the screen shows it: a card on a phone, a table row on a desktop. */
const approvalItem = (page: Page, isMobile: boolean, narration: string): Locator =>
  isMobile
    ? page.getByRole('article').filter({ hasText: narration })
    : page.getByRole('row').filter({ hasText: narration });

test('a member sends a transfer, confirmed with the emailed code; it awaits approval', async ({
  page,
  request,
}, testInfo) => {
  const member = user('User');
  await signInByApi(page, member.email);
  await page.goto('/dashboard/transfers/overview');
  await page.getByRole('button', { name: 'Send money' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Send money' });
  await sheet.getByLabel('Bank', { exact: true }).selectOption('044');
  await sheet.getByLabel('Account number').fill('0690000032');
  await sheet.getByLabel('Account number').blur();
  const resolved = sheet.getByText(/^Account name: /);
  await expect(resolved).toBeVisible();
  beneficiary = ((await resolved.textContent()) ?? '').replace('Account name: ', '');
  await expect(sheet.getByLabel('Beneficiary name')).toHaveValue(beneficiary);
  await sheet.getByLabel(/^Amount/).fill('2,500.50');
  await sheet.getByLabel('Narration').fill(NARRATION);
  const before = await latestOutboxId(request, member.email);
  await sheet.getByRole('button', { name: 'Continue' }).click();

  const modal = page.getByRole('dialog', { name: 'Confirm Transfer' });
  await expect(modal).toBeVisible();
  const confirm = modal.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  const mail = await waitForMail(request, member.email, (m) => Boolean(m.code), before);
  await modal.getByLabel('Confirmation code').fill(mail.code ?? '');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/dashboard\/transfers\/list\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`NGN 2,500.50 to ${beneficiary}`);
  await expect(page.getByText('Awaiting Approval').first()).toBeVisible();
  await page.screenshot({ path: `test-results/transfers-detail-${testInfo.project.name}.png` });
});

test("the owner approves it: a swipe of the card on a phone, the row's button on a desktop", async ({
  page,
  isMobile,
}, testInfo) => {
  await signInByApi(page, user('Owner').email);
  await page.goto('/dashboard/transfers/pendingapprovals');
  const item = approvalItem(page, isMobile, NARRATION);
  await expect(item).toBeVisible();
  await expect(item).toContainText('NGN 2,500.50');
  await expect(item).toContainText(beneficiary);
  await page.screenshot({ path: `test-results/transfers-approvals-${testInfo.project.name}.png` });

  if (isMobile) {
    // The cards show with their buttons first; the swipe layer replaces them a moment later.
    await expect(page.getByRole('list', { name: 'Transfers awaiting approval' })).toHaveAttribute(
      'data-swipe',
      'ready',
    );
    const box = await item.boundingBox();
    if (!box) throw new Error('The card has no box');
    const y = box.y + 40;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + box.width / 2 + step * 22, y);
    await page.mouse.up();
  } else {
    await item.getByRole('button', { name: `Approve NGN 2,500.50 to ${beneficiary}` }).click();
  }

  const sheet = page.getByRole('alertdialog', { name: 'Approve this transfer?' });
  await expect(sheet).toContainText(`NGN 2,500.50 to ${beneficiary}`);
  await sheet.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Transfer approved.')).toBeVisible();
  await expect(approvalItem(page, isMobile, NARRATION)).toHaveCount(0);
});

test('the admin rejects another while the server is unreachable; back online the queue replays once', async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  // Answered approve calls (attempts the offline network refused fire 'requestfailed' instead).
  const approveCalls: string[] = [];
  context.on('requestfinished', (req) => {
    if (req.url().includes('/api/v2/transfers/approve')) approveCalls.push(req.url());
  });
  await signInByApi(page, user('Admin').email);
  await page.goto('/dashboard/transfers/pendingapprovals');
  await waitForActiveWorker(page);
  const waiting = business.awaiting_approval[0]!;
  const transferId = waiting.id;
  const item = approvalItem(page, isMobile, waiting.narration);
  await expect(item).toBeVisible();

  await context.setOffline(true);
  await item.getByRole('button', { name: /^Reject / }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Reject this transfer?' });
  await sheet.getByRole('button', { name: 'Reject' }).click();
  await expect(approvalItem(page, isMobile, waiting.narration)).toContainText('Will be sent when you are back online');
  await expect(page.getByRole('region', { name: 'Decisions waiting to be sent' })).toContainText(
    new RegExp(`Reject .*transfer ${transferId}`),
  );
  await page.screenshot({ path: `test-results/transfers-queued-${testInfo.project.name}.png` });
  // Nothing reached the server while offline.
  expect(((await apiGet(page, `v2/transfers/${transferId}`)) as { status: string }).status).toBe('NEW');

  // Closing the app loses nothing: the queue lives in the worker's IndexedDB.
  await page.reload().catch(() => undefined);
  await context.setOffline(false);
  // The outcome stays listed (the toast saying it is gone after 3 s, too briefly to judge on a busy machine).
  await expect(page.getByRole('region', { name: 'Sent from your queue' })).toContainText(
    // Named with its amount and beneficiary while the list still holds it, else by its number alone.
    new RegExp(`Reject .*transfer ${transferId}\\)?: Transfer rejected`),
    { timeout: 20_000 },
  );
  expect(((await apiGet(page, `v2/transfers/${transferId}`)) as { status: string }).status).toBe('REJECTED');

  // A Background Sync afterwards sends nothing more: the item was sent once and is gone. The worker
  // announces its queue when a replay has finished, so that is the moment to count.
  const { cdp, regId } = await workerDomain(context, page);
  const announcements = () =>
    page.evaluate(() => (window as Window & { queueAnnouncements?: number }).queueAnnouncements ?? 0);
  await page.evaluate((type) => {
    const w = window as Window & { queueAnnouncements?: number };
    w.queueAnnouncements = 0;
    navigator.serviceWorker.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === type)
        w.queueAnnouncements = (w.queueAnnouncements ?? 0) + 1;
    });
  }, SW_MESSAGES.approvalQueue);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: regId,
    tag: 'approval-queue',
    lastChance: false,
  });
  await expect.poll(announcements).toBeGreaterThan(0);
  expect(approveCalls).toHaveLength(1);
  const queued = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('paydesk-approval-queue');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readonly');
          const count = tx.objectStore('keyval').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(queued).toBe(0);
});

test('alerts: opt in from the bell menu; a push shows a notification whose click opens pending approvals; sign-out turns them off', async ({
  page,
  context,
}, testInfo) => {
  // An endpoint of this test's own: another journey's subscription is never the same one.
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`;
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p256dh = (publicKey.export({ format: 'jwk' }) as { x: string; y: string }).x;
  const raw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from((publicKey.export({ format: 'jwk' }) as { x: string }).x, 'base64url'),
    Buffer.from((publicKey.export({ format: 'jwk' }) as { y: string }).y, 'base64url'),
  ]).toString('base64url');
  expect(p256dh.length).toBeGreaterThan(0);
  const auth = randomBytes(16).toString('base64url');
  // No push service is reachable here: subscribe is stubbed; the worker's push handling is real.
  await context.addInitScript(
    ({ key, authKey, url }) => {
      let current: PushSubscription | null = null;
      const fake = {
        endpoint: url,
        expirationTime: null,
        options: {},
        getKey: () => null,
        toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: { p256dh: key, auth: authKey } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        current = fake;
        return fake;
      };
      PushManager.prototype.getSubscription = async () => current;
    },
    { key: raw, authKey: auth, url: endpoint },
  );
  await context.grantPermissions(['notifications']);
  await signInByApi(page, user('Admin').email);
  await page.goto('/dashboard/transfers/overview');
  await waitForActiveWorker(page);

  await page.getByRole('button', { name: 'Notifications' }).click();
  const alerts = page.getByRole('switch', { name: 'Transfer approval alerts' });
  await expect(page.getByText('Off on this device.')).toBeVisible();
  await alerts.click({ force: true });
  await expect(page.getByText('On: this device is alerted when a transfer needs approval.')).toBeVisible();
  await page.screenshot({ path: `test-results/transfers-push-optin-${testInfo.project.name}.png` });
  const state = (await apiGet(page, `v2/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`)) as {
    subscribed: boolean;
  };
  expect(state.subscribed).toBe(true);
  // The switch kept the focus while saving, so Escape closes the bell menu.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();

  const accountId = (await readStored(page, 'userAccountID')) as number;
  const deliver = await pushDelivery(context, page, {
    transfer_id: 987,
    account_id: accountId,
    user_id: user('Admin').id,
    amount: 4_500_000,
    beneficiary: 'Chidi Eze',
    pending_count: 3,
  });
  const shown = () => shownNotifications(page);
  // CDP's delivery, the stand-in for a push service, was seen lost once while the worker was starting;
  // a push service delivers again too. The same tag replaces, never adds, a notification.
  await expect
    .poll(async () => (await shown()).length > 0 || (await deliver().then(() => false)), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(shown).toEqual([
    {
      title: `${business.business_name}: transfer awaiting approval`,
      body: 'NGN 45,000.00 to Chidi Eze',
      tag: 'transfer-987',
    },
  ]);

  await clickNotification(context, 'transfer-987');
  await expect(page).toHaveURL(new RegExp(`/dashboard/transfers/pendingapprovals\\?account=${accountId}$`));
  await expect(page.getByRole('heading', { name: 'Pending approvals' })).toBeVisible();

  // Sign-out turns this device's alerts off: the server forgets the subscription...
  const removed = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/push/subscriptions/remove',
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
  expect((await removed).postDataJSON()).toEqual({ endpoint });
  await expect(page).toHaveURL(/\/login$/);
  const headers = { 'x-app-id': 'merchant-dashboard' };
  const login = await page.request.post('/api/login', {
    data: { identifier: user('Admin').email, password: business.password },
    headers,
  });
  const loginData = ((await login.json()) as { data: { 'flw-auth-token': string; company: { id: number } } }).data;
  const tokens = await page.request.post('/api/merchant/tokens/create', {
    data: { account: loginData.company.id },
    headers: { ...headers, Authorization: `Bearer ${loginData['flw-auth-token']}` },
  });
  const fresh = ((await tokens.json()) as { data: { token: string } }).data.token;
  const after = await page.request.get(`/api/v2/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
    headers: { ...headers, Authorization: `Bearer ${fresh}` },
  });
  expect(((await after.json()) as { data: { subscribed: boolean } }).data.subscribed).toBe(false);

  // ...and a push that still arrives for the signed-out user shows nothing of the business.
  await expect
    .poll(async () => (await shown()).length > 0 || (await deliver().then(() => false)), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(shown).toEqual([{ title: 'You have a new notification', body: '', tag: 'neutral' }]);
});

test('approve from the notification: the Approve action decides once through the queue, and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signInByApi(page, user('Admin').email);
  await page.goto('/dashboard/transfers/overview');
  await waitForActiveWorker(page);
  const accountId = (await readStored(page, 'userAccountID')) as number;
  const waiting = business.awaiting_approval[1]!;
  const deliver = await pushDelivery(context, page, {
    transfer_id: waiting.id,
    account_id: accountId,
    user_id: user('Admin').id,
    amount: waiting.amount,
    beneficiary: waiting.fullname,
    pending_count: 1,
  });
  const tag = `transfer-${waiting.id}`;
  await expect
    .poll(
      async () => (await shownNotifications(page)).some((n) => n.tag === tag) || (await deliver().then(() => false)),
      { timeout: 30_000 },
    )
    .toBe(true);

  await clickNotification(context, tag, 'approve');
  const outcome = { title: `${business.business_name}: Transfer approved`, tag: `${tag}-decision` };
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, tag }) => ({ title, tag })), { timeout: 20_000 })
    .toEqual([outcome]);
  const approved = (await apiGet(page, `v2/transfers/${waiting.id}`)) as { status: string };
  expect(approved.status).not.toBe('NEW');

  // The alert shown again (a push service delivers twice) and tapped again: the same intent with the same
  // key, so the server answers with the first outcome (not "already decided") and decides nothing new.
  await page.evaluate(async () => {
    for (const shown of await (await navigator.serviceWorker.ready).getNotifications()) shown.close();
  });
  await expect.poll(() => shownNotifications(page)).toEqual([]);
  // Delivered again until shown (CDP's delivery is sometimes lost; the same tag replaces, never adds).
  await expect
    .poll(
      async () => (await shownNotifications(page)).some((n) => n.tag === tag) || (await deliver().then(() => false)),
      { timeout: 30_000 },
    )
    .toBe(true);
  await clickNotification(context, tag, 'approve');
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, tag }) => ({ title, tag })), { timeout: 20_000 })
    .toEqual([outcome]);
  expect(((await apiGet(page, `v2/transfers/${waiting.id}`)) as { status: string }).status).toBe(approved.status);
});
