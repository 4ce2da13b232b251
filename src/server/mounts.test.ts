import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { DEMO_ACCOUNTS } from './db/seed';
import { type AppEnv, moreSpecificRouteMatches } from './http';
import { SERVER_MODULES } from './mounts';
import { TEST_CONFIG, type TestServer, testServer } from './test/harness';

describe('the order modules are mounted in', () => {
  let s: TestServer;
  let reversed: Hono<AppEnv>;
  let token: string;
  beforeAll(async () => {
    s = await testServer();
    reversed = buildApp(
      { db: s.db, config: { ...TEST_CONFIG, uploadDir: s.uploadDir }, checkResponses: true },
      [...SERVER_MODULES].reverse(),
    );
    token = (await s.signIn('owner@demo.test', { account: DEMO_ACCOUNTS.demoStores })).token;
  });
  afterAll(() => s.close());

  /** Every GET of the API, a :param as an id of the demo data; reads only, so both apps see one state. */
  const apiReads = () =>
    [
      ...new Set(
        s.app.routes
          .filter((route) => route.method === 'GET' && route.path.startsWith('/api/'))
          .map((route) => route.path.replace(/:[^/]+/g, '1')),
      ),
    ].sort();

  const answerOf = async (app: Hono<AppEnv>, path: string) => {
    const res = await app.request(
      path,
      { headers: { authorization: `Bearer ${token}` } },
      {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      },
    );
    const type = res.headers.get('content-type') ?? '';
    // A JSON answer whole, less its times; a file (a PDF carries its making time) by its type.
    const body = type.includes('json') ? (await res.text()).replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME') : type;
    return { status: res.status, body };
  };

  it('has literal paths beside :param ones, which registration order used to decide between', () => {
    const paths = s.app.routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toContain('GET /api/v2/cards/search');
    expect(paths).toContain('GET /api/v2/cards/:id');
    expect(paths).toContain('GET /api/v2/settlements/summary');
    expect(paths).toContain('GET /api/v2/settlements/:id');
  });

  it('answers every read the same when the modules are mounted in reverse', async () => {
    const reads = apiReads();
    expect(reads.length).toBeGreaterThan(100);
    const differences: string[] = [];
    for (const path of reads) {
      const [forward, backward] = [await answerOf(s.app, path), await answerOf(reversed, path)];
      if (forward.status !== backward.status || forward.body !== backward.body) {
        differences.push(
          `${path}: ${forward.status} ${forward.body.slice(0, 80)} / ${backward.status} ${backward.body.slice(0, 80)}`,
        );
      }
    }
    expect(differences).toEqual([]);
  });

  it('answers a literal path with its own route, not the :param one, either way round', async () => {
    for (const app of [s.app, reversed]) {
      const search = await answerOf(app, '/api/v2/cards/search?q=zz');
      expect(search.status).toBe(200);
      // Read as a settlement id, a word is not found; its own route asks for its range instead.
      expect((await answerOf(app, '/api/v2/settlements/other')).status).toBe(404);
      const summary = await answerOf(app, '/api/v2/settlements/summary');
      expect(summary.status).toBe(400);
      expect(summary.body).not.toContain('Not found');
    }
  });
});

describe('a :param route', () => {
  const answer = (order: 'param first' | 'literal first') => {
    const app = new Hono();
    const mounts = {
      param: () =>
        app.get('/things/:id', (c, next) =>
          moreSpecificRouteMatches(c) ? next() : c.text(`thing ${c.req.param('id')}`),
        ),
      literal: () => app.get('/things/search', (c) => c.text('search')),
    };
    for (const mount of order === 'param first' ? [mounts.param, mounts.literal] : [mounts.literal, mounts.param])
      mount();
    return async (path: string) => (await app.request(path)).text();
  };

  it('steps aside for a literal path whichever was registered first', async () => {
    for (const order of ['param first', 'literal first'] as const) {
      expect(await answer(order)('/things/search')).toBe('search');
      expect(await answer(order)('/things/7')).toBe('thing 7');
    }
  });
});
