import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';
import type { AccountSession, LoginResponse } from '../../src/contract/auth';
import type { MerchantKeys, MerchantPreference } from '../../src/contract/merchant';
import type { FixtureRequest, FixtureResponse } from '../../src/contract/sandbox';
import { accountSessionValues, merchantKeysValues } from '../../src/app/lib/session-values';
import { encodeValue } from '../../src/app/lib/storage';
import { APP_ID_HEADER } from '../../src/contract/constants';
import { BASE_URL } from './base-url';

export { expect };

/** Violations of these impacts fail the test. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const SETTLE_MS = 400;
/** How long a scan waits for animations and dialogs to come to rest before scanning as it is. */
const SETTLED_WITHIN_MS = 15_000;

interface A11yFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** One axe run at a time per page: the automatic scan and a spec's own call must not overlap. */
const scanLocks = new WeakMap<Page, Promise<unknown>>();

/** Runs axe on the page as it is now; returns the serious and critical violations. */
export function scanA11y(page: Page): Promise<A11yFinding[]> {
  const previous = scanLocks.get(page) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => scanUnlocked(page));
  scanLocks.set(page, run);
  return run;
}

/** Scans of a screen that kept changing while axe found violations on it, before the last one is kept. */
const SCAN_ATTEMPTS = 4;

/**
 * How much has moved on the page: a counter, installed once per document, of every transition or
 * animation that starts and every change to the DOM. Equal before and after a scan: nothing moved
 * while axe looked, so it judged one settled screen.
 */
function motion(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as Window & { __motion?: { n: number } };
    if (!w.__motion) {
      const counter = { n: 0 };
      const bump = () => {
        counter.n++;
      };
      document.addEventListener('transitionrun', bump, true);
      document.addEventListener('animationstart', bump, true);
      new MutationObserver(bump).observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      w.__motion = counter;
    }
    return w.__motion.n;
  });
}

/**
 * Waits until no finite animation or transition runs: a toast fading in or out is drawn half
 * transparent, and its text then reads at a lower contrast than it has. Endless ones (skeleton
 * shimmer, spinners) are not waited for. A page that never stops (15 s) is scanned as it is: the wait
 * only lasts while something moves, so it is long enough for a machine under heavy load.
 */
async function animationsDone(page: Page): Promise<void> {
  // A dialog, sheet or popover on its way in or out (react-aria marks it data-entering / data-exiting
  // until its animation ends): its backdrop dims what is under it, which then reads at a contrast it
  // never has at rest.
  await page
    .waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'), undefined, {
      timeout: SETTLED_WITHIN_MS,
    })
    .catch(() => {});
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: SETTLED_WITHIN_MS },
    )
    .catch(() => {});
}

/**
 * Toasts and dialogs are judged as the user reads them, at rest: their fade and slide are turned off for the rest of
 * the page's life, so a toast that appears between the wait for animations and the scan is not drawn
 * half transparent (its title then reads at a contrast it never has at rest). A toast on its way in or out
 * is left out of the scan below by sonner's own state attributes.
 */
async function settleToasts(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      if (document.getElementById('e2e-toasts-at-rest')) return;
      const style = document.createElement('style');
      style.id = 'e2e-toasts-at-rest';
      // Dialogs too: a closing dialog's overlay, fading out over the screen, darkens the text behind it.
      style.textContent =
        '[data-sonner-toast], [data-sonner-toast] *, .modal-overlay, .modal-overlay * { transition: none !important; animation: none !important; }';
      document.head.append(style);
    })
    .catch(() => {});
}

async function scanUnlocked(page: Page): Promise<A11yFinding[]> {
  // JSON, text or image documents (a spec opening an API URL) are not screens.
  if ((await page.evaluate(() => document.contentType).catch(() => '')) !== 'text/html') return [];
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  await settleToasts(page);
  for (let attempt = 1; ; attempt++) {
    await animationsDone(page);
    const before = await motion(page);
    // A toast on its way out, or stacked behind the front one (sonner fades its content to opacity 0),
    // is not what the user reads: the front toast is judged.
    // Legacy mode runs axe in the page itself: the default opens a page of its own in the test's context
    // to gather results, which races the test's own context calls (setOffline failed on it).
    results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      // Only violations are read: axe then keeps no node details for what passed, about a third less
      // work per scan (every screen of the run is scanned once per project).
      .options({ resultTypes: ['violations'] })
      .exclude('[data-sonner-toast][data-removed="true"]')
      .exclude('[data-sonner-toast][data-mounted="false"]')
      .exclude('[data-sonner-toast][data-front="false"][data-expanded="false"]')
      // The swipe hints under an approval card follow the finger (their opacity is the drag's distance,
      // set by motion values, not an animation the wait above sees): while a released card eases back
      // they are drawn half transparent. They are aria-hidden gesture feedback; the sheet the swipe
      // opens says the same in full.
      .exclude('.approval-card-hints')
      .analyze();
    // A screen that moved while axe looked is judged again only when axe found something: the violation
    // may belong to a moment of the motion (a fade, a half-drawn list), and the verdict is kept for the
    // screen at rest. A clean scan stands: all it looked at was on the screen. (The journey goes on while
    // the scan runs and moves most screens: taking every moved scan again cost three scans a screen.)
    const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
    if (failing.length === 0 || (await motion(page)) === before || attempt === SCAN_ATTEMPTS) break;
  }
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      url: page.url(),
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

/**
 * Screens scanned in this run, per project, shared by every worker: a screen is the route's path with
 * its ids and search left out, so /dashboard/transfers/list/81 and /82 are one screen, scanned once
 * however many journeys pass it (each scan costs about a second of a two-core machine). A worker
 * claims a screen by creating its file (an atomic create, so two workers never both scan it) and gives
 * the claim back when its scan did not finish or found violations: a retry, or any other journey on
 * that screen, then scans it again rather than passing on a screen that failed.
 */
const scannedHere = new Set<string>();
const screenKey = (project: string, url: string) =>
  `${project} ${new URL(url).pathname.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id')}`;
const claimFile = (testInfo: TestInfo, key: string) =>
  join(testInfo.project.outputDir, '.a11y-scanned', encodeURIComponent(key));

function claimScreen(testInfo: TestInfo, key: string): boolean {
  if (scannedHere.has(key)) return false;
  const file = claimFile(testInfo, key);
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Scans every screen the suite visits: after each main-frame navigation (full loads and the router's
 * pushState) and the final screen at the end, each scan taken on a settled screen (scanUnlocked), each
 * screen once per worker and project. Serious or critical violations fail the test that met them,
 * listed by screen and rule.
 */
async function watchA11y(page: Page, testInfo: TestInfo, use: () => Promise<void>): Promise<void> {
  const findings = new Map<string, A11yFinding>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const screenOf = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };
  const scanNow = async () => {
    if (closed || page.isClosed()) return;
    const url = page.url();
    if (!url.startsWith('http')) return;
    const key = screenKey(testInfo.project.name, url);
    if (!claimScreen(testInfo, key)) return;
    let scanned = false;
    try {
      const found = await scanA11y(page);
      // The page moved on to another screen meanwhile: that screen gets its own scan.
      if (page.url() !== url) return;
      for (const f of found) findings.set(`${screenOf(url)} ${f.rule}`, f);
      scanned = found.length === 0;
    } catch {
      // The page navigated or closed during the scan: the next navigation or the final scan covers it.
    } finally {
      if (scanned) scannedHere.add(key);
      else rmSync(claimFile(testInfo, key), { force: true });
    }
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(scanNow);
    }, SETTLE_MS);
  };
  const onNavigated = (frame: import('@playwright/test').Frame) => {
    if (frame === page.mainFrame()) schedule();
  };
  page.on('framenavigated', onNavigated);
  await use();
  page.off('framenavigated', onNavigated);
  if (timer) clearTimeout(timer);
  await running;
  if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
    await running.then(scanNow);
  }
  closed = true;
  const list = [...findings.values()];
  if (list.length > 0) {
    await testInfo.attach('axe-violations', { body: JSON.stringify(list, null, 2), contentType: 'application/json' });
  }
  if (testInfo.status === testInfo.expectedStatus) {
    const text = list.map((f) => `${f.impact} ${f.rule} on ${screenOf(f.url)}: ${f.help} (${f.targets.join(' | ')})`);
    expect(text, 'serious or critical accessibility violations (axe)').toEqual([]);
  }
}

/**
 * The e2e suite's `test`: Playwright's, plus an automatic axe scan of every screen the test visits
 * (phone and desktop projects alike). Specs import `test` and `expect` from here, never from
 * '@playwright/test' (tests/e2e/a11y.spec.ts checks that).
 */
export const test = base.extend<{ a11y: undefined }>({
  a11y: [
    async ({ page }, use, testInfo) => {
      await watchA11y(page, testInfo, () => use(undefined));
    },
    { auto: true },
  ],
});

export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  created_at: string;
}

export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const response = await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const json = (await response.json()) as { data?: OutboxEntry[] } | OutboxEntry[];
  return Array.isArray(json) ? json : (json.data ?? []);
}

/** Waits for a new outbox message (newest first) that satisfies the predicate. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  predicate: (entry: OutboxEntry) => boolean,
  after = 0,
): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const entries = await readOutbox(request, to);
        found = entries.find((entry) => entry.id > after && predicate(entry));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxEntry;
}

export async function latestOutboxId(request: APIRequestContext, to: string): Promise<number> {
  const entries = await readOutbox(request, to);
  return entries.reduce((max, entry) => Math.max(max, entry.id), 0);
}

/** The path part of a mailed link (the server may mail absolute URLs). */
export function pathOf(link: string): string {
  const url = new URL(link, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillCredentials(page, email, password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh address per project and run, so both projects and re-runs never collide. */
export function uniqueEmail(prefix: string, projectName: string): string {
  return `${prefix}-${projectName}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.test`;
}

/** Decodes one encoded storage value (base64 of UTF-8 JSON). */
export async function readStored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    if (raw === null) return null;
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  }, key);
}

/**
 * A business of its own for a group of tests (a serial journey's beforeAll, where the request fixture
 * is not available): a retry of the group runs beforeAll again, so it starts on fresh data too.
 */
export async function makeBusinessForGroup(
  playwright: PlaywrightWorkerArgs['playwright'],
  body: Partial<FixtureRequest> = {},
) {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    return await makeBusiness(api, body);
  } finally {
    await api.dispose();
  }
}

/** A business of this test's own (POST /api/sandbox/fixtures): no other test sees or changes it. */
export async function makeBusiness(
  request: APIRequestContext,
  body: Partial<FixtureRequest> = {},
): Promise<FixtureResponse> {
  // One owner unless the test says who.
  const response = await request.post('/api/sandbox/fixtures', { data: { users: [{ role: 'Owner' }], ...body } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: FixtureResponse }).data;
}

/** The e2e user's answer of an API call, or a failure that says which call. */
async function apiData<T>(answer: Promise<import('@playwright/test').APIResponse>, what: string): Promise<T> {
  const response = await answer;
  const text = await response.text();
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/**
 * Signs a user in through the API (login, the account's token, its keys and preferences) and stores
 * what the app stores after the sign-in form (accountSessionValues), so journeys that are not about
 * signing in start on their screen. `account` chooses among several businesses. Then open a screen.
 */
export async function signInByApi(
  page: Page,
  email: string,
  options: { account?: number; password?: string; skipWelcome?: boolean } = {},
): Promise<AccountSession> {
  const request = page.request;
  const headers = { [APP_ID_HEADER]: 'merchant-dashboard' };
  const login = await apiData<LoginResponse>(
    request.post('/api/login', { data: { identifier: email, password: options.password ?? DEMO_PASSWORD }, headers }),
    `sign-in of ${email}`,
  );
  const account = options.account ?? login.company?.id;
  if (!account) throw new Error(`${email} belongs to several businesses: say which (account)`);
  const session = await apiData<AccountSession>(
    request.post('/api/merchant/tokens/create', {
      data: { account },
      headers: { ...headers, Authorization: `Bearer ${login['flw-auth-token']}` },
    }),
    `account token of ${email}`,
  );
  if (!session.token) throw new Error(`${email} needs a sign-in code: sign in through the form`);
  const signed = { ...headers, Authorization: `Bearer ${session.token}` };
  const [keys, preferences] = await Promise.all([
    apiData<MerchantKeys>(request.get('/api/v2/merchantkeys?include_v1_keys=1', { headers: signed }), 'keys'),
    apiData<MerchantPreference[]>(request.get('/api/merchant/account/preferences', { headers: signed }), 'preferences'),
  ]);
  const values: Record<string, unknown> = {
    ...accountSessionValues(session),
    ...merchantKeysValues(keys),
    preferences,
  };
  const entries: [string, string][] = Object.entries(values).map(([key, value]) => [key, encodeValue(value)]);
  // The welcome modal has journeys of its own; elsewhere it may be marked as seen.
  if (options.skipWelcome) entries.push([`shell.welcomeSeen.${session.user.id}.${session.company.id}`, '1']);
  // Any same-origin document will do to reach the app's storage; robots.txt runs no script.
  await page.goto('/robots.txt');
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
  return session;
}

const WORKER_READY_WITHIN_MS = 40_000;

/** Waits until the service worker controls the page and is activated (ready can resolve while activating). */
export async function waitForActiveWorker(page: Page): Promise<void> {
  // A deadline, not a verdict: installing stores the whole app (some 280 files), which took over 15 s on
  // a two-core machine busy with other journeys.
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, {
    timeout: WORKER_READY_WITHIN_MS,
  });
  // The first worker takes over the page once active; a reload makes sure the page itself loaded under it.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: WORKER_READY_WITHIN_MS,
  });
}

/**
 * Every error the service worker leaves unhandled (an uncaught error, a rejection nobody handles), as
 * Chromium reports them to DevTools: Playwright shows a worker's console, not its exceptions. Through the
 * page's CDP session, attached to each service worker of the browser as it appears (a worker stopped
 * and started again is a new target).
 */
export async function watchWorkerErrors(
  context: BrowserContext,
  page: Page,
): Promise<{ errors: string[]; watched: () => number }> {
  const cdp = await context.newCDPSession(page);
  const errors: string[] = [];
  const attached = new Set<string>();
  let watched = 0;
  let id = 0;
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const data = JSON.parse(message) as {
      method?: string;
      params?: { exceptionDetails?: { text: string; exception?: { description?: string } } };
    };
    const details = data.method === 'Runtime.exceptionThrown' ? data.params?.exceptionDetails : undefined;
    if (details) errors.push(`${details.text} ${details.exception?.description ?? ''}`.trim());
  });
  cdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker' || attached.has(targetInfo.targetId)) return;
    attached.add(targetInfo.targetId);
    void (async () => {
      // The deprecated unflattened session: Playwright's CDP session cannot address a child session.
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      // Runtime.enable also reports the exceptions thrown before it.
      const message = JSON.stringify({ id: ++id, method: 'Runtime.enable' });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message });
      watched++;
    })().catch((error: unknown) => errors.push(`Could not watch the worker: ${String(error)}`));
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  /** `watched`: how many workers were watched (none means the verdict says nothing). */
  return { errors, watched: () => watched };
}

/** A CDP session with the ServiceWorker domain enabled, and the app's registration id. */
export async function workerDomain(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, regId: await found };
}
