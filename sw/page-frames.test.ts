import { describe, expect, it } from 'vitest';
import { FRAME_ROUTE_HEADER } from '../src/contract/pwa';
import {
  createPageFrames,
  DASHBOARD_FRAME,
  type FrameStore,
  INSTALL_FRAMES,
  namedAssets,
  routeOf,
} from './page-frames';

const ORIGIN = 'https://pay.test';
const PRECACHED = new Set(['/assets/index-1.js', '/assets/index-1.css', '/assets/customers-1.js']);

/** A server page as app-document.ts writes it, for a route, naming this build's code. */
function page(route: string, heading: string, script = '/assets/customers-1.js'): Response {
  return new Response(
    `<!doctype html><html><head><style data-href="/assets/index-1.css"></style><script type="module" src="/assets/index-1.js"></script><meta name="route-modules" content="${script}" /></head><body><div id="root"><h1>${heading}</h1></div></body></html>`,
    { headers: { 'Content-Type': 'text/html', [FRAME_ROUTE_HEADER]: route } },
  );
}

function memoryFrames(): FrameStore & { routes: () => string[] } {
  const kept = new Map<string, { body: string; headers: [string, string][] }>();
  return {
    routes: () => [...kept.keys()],
    get: async (route) => {
      const copy = kept.get(route);
      return copy ? new Response(copy.body, { headers: copy.headers }) : undefined;
    },
    put: async (route, response) => {
      kept.set(route, { body: await response.text(), headers: [...response.headers] });
    },
  };
}

/** The worker's page frames against a server that answers `serve`, or cannot be reached (null). */
function setUp() {
  const store = memoryFrames();
  const server: { answer: ((request: Request) => Response) | null; calls: string[] } = { answer: null, calls: [] };
  const frames = createPageFrames({
    store,
    fetch: async (request) => {
      server.calls.push(new URL(request.url).pathname);
      if (!server.answer) throw new TypeError('Failed to fetch');
      return server.answer(request);
    },
    isPrecached: (path) => PRECACHED.has(path),
    shell: async () => new Response('<div id="root"></div>', { headers: { 'X-Shell': 'index.html' } }),
  });
  /** A navigation, with the work it leaves behind finished. */
  async function open(path: string): Promise<Response> {
    const pending: Promise<unknown>[] = [];
    const waitUntil = (work: Promise<unknown>) => void pending.push(work);
    const response = await frames.navigate(new Request(`${ORIGIN}${path}`), waitUntil);
    for (let i = 0; i < pending.length; i++) await pending[i];
    return response;
  }
  return { store, server, frames, open };
}

describe('the route of a path', () => {
  it('is the one the server renders: a fixed segment wins over a parameter', () => {
    expect(routeOf('/dashboard/customers/list')).toBe('/dashboard/customers/list');
    expect(routeOf('/dashboard/customers/123/')).toBe('/dashboard/customers/$id');
    expect(routeOf('/login')).toBe('/login');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/dashboard')).toBe('/dashboard');
    expect(routeOf('/dashboard/no/such/screen')).toBeNull();
  });
});

describe('the files a page names', () => {
  it('are its scripts and stylesheets under /assets, once each', () => {
    expect(
      namedAssets('<script src="/assets/a-1.js"></script><link href="/assets/a-1.css"><x src="/assets/a-1.js">'),
    ).toEqual(['/assets/a-1.js', '/assets/a-1.css']);
  });
});

describe('a navigation', () => {
  it("is answered by the server while it answers, and its page is kept for the route's other paths offline", async () => {
    const { server, open } = setUp();
    server.answer = () => page('/dashboard/customers/$id', 'Customer 1');
    expect(await (await open('/dashboard/customers/1')).text()).toContain('<h1>Customer 1</h1>');

    server.answer = null;
    const offline = await open('/dashboard/customers/2');
    expect(await offline.text()).toContain('<h1>Customer 1</h1>');
    expect(offline.headers.get(FRAME_ROUTE_HEADER)).toBe('/dashboard/customers/$id');
  });

  it("opens with the kept page at once and keeps the server's newer one for the next time", async () => {
    const { server, open } = setUp();
    server.answer = () => page('/dashboard/customers/list', 'Customers');
    await open('/dashboard/customers/list');

    server.answer = () => page('/dashboard/customers/list', 'Customers, renamed');
    expect(await (await open('/dashboard/customers/list')).text()).toContain('<h1>Customers</h1>');
    expect(server.calls).toEqual(['/dashboard/customers/list', '/dashboard/customers/list']);
    expect(await (await open('/dashboard/customers/list')).text()).toContain('<h1>Customers, renamed</h1>');
  });

  it('offline, opens a dashboard screen never kept in the dashboard frame, and anything else in the bare app', async () => {
    const { server, frames, open } = setUp();
    server.answer = (request) =>
      new URL(request.url).pathname === '/login' ? page('/login', 'Sign in') : page(DASHBOARD_FRAME, '');
    await frames.prefetch(INSTALL_FRAMES.map((path) => `${ORIGIN}${path}`));

    server.answer = null;
    const screen = await open('/dashboard/transfers/list');
    expect(screen.headers.get(FRAME_ROUTE_HEADER)).toBe(DASHBOARD_FRAME);
    expect(await (await open('/login')).text()).toContain('<h1>Sign in</h1>');
    expect((await open('/signup')).headers.get('X-Shell')).toBe('index.html');
  });

  it('offline with nothing kept, opens the bare app', async () => {
    const { open } = setUp();
    expect((await open('/dashboard/overview')).headers.get('X-Shell')).toBe('index.html');
  });

  it("keeps no page of another build, no page that is not the app's and no failed page", async () => {
    const { store, server, open } = setUp();
    // The server was updated while this worker runs: its page names code this worker does not have.
    server.answer = () => page('/dashboard/customers/list', 'Customers', '/assets/customers-2.js');
    await open('/dashboard/customers/list');
    server.answer = () => new Response('<p>Not the app</p>', { headers: { 'Content-Type': 'text/html' } });
    await open('/dashboard/customers/1');
    server.answer = () =>
      new Response('Service unavailable', { status: 503, headers: { [FRAME_ROUTE_HEADER]: '/login' } });
    await open('/login');
    expect(store.routes()).toEqual([]);
  });

  it('installs without a server: nothing is kept and nothing fails', async () => {
    const { store, frames } = setUp();
    await expect(frames.prefetch(INSTALL_FRAMES.map((path) => `${ORIGIN}${path}`))).resolves.toBeUndefined();
    expect(store.routes()).toEqual([]);
  });
});
