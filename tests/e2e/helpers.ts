import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
