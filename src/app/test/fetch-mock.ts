import { vi } from 'vitest';

export interface MockAnswer {
  status: number;
  body: unknown;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces fetch with a router of answers keyed by "METHOD path" (path after /api/).
 * An answer list is consumed in order; the last one repeats.
 */
export function mockFetch(routes: Record<string, MockAnswer | MockAnswer[]>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.replace(/^.*?\/api\//, '').split('?')[0] ?? '';
    calls.push({
      url,
      method,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const entry = routes[`${method} ${path}`];
    const answers = Array.isArray(entry) ? entry : entry ? [entry] : [];
    const answer =
      answers.length > 1
        ? answers.shift()
        : (answers[0] ?? { status: 404, body: { status: 'error', message: 'Not found' } });
    if (!answer) throw new Error('no answer');
    return { status: answer.status, headers: new Headers(), json: async () => answer.body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (data: unknown, message = 'ok'): MockAnswer => ({
  status: 200,
  body: { status: 'success', message, data },
});

export const fail = (status: number, message: string, code?: string, data?: unknown): MockAnswer => ({
  status,
  body: { status: 'error', message, ...(code ? { code } : {}), ...(data ? { data } : {}) },
});

export const WHITE_LABEL = {
  merchant_name: 'Demo Pay',
  hide_signup: false,
  primary_color: null,
  logo_url: null,
  support_email: null,
  banks_allowed: null,
  show_monthly_sale: true,
  hidden_menu: [],
};
