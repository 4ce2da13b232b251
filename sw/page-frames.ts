/// <reference lib="webworker" />
// The server's first frame, also offline. The server sends every screen as a page with its frame in
// plain HTML (src/server/app-document.ts: the sign-in card, or the dashboard's bars and the screen's
// heading); the precached index.html has none of it, so an app opened offline stayed blank until its
// code had run. The worker keeps the last page the server sent for each route and opens the app with it.
//
// A kept page holds nothing of a user or a business (only the deployment's product name and the
// screens' headings), so it stays across sign-out and a switch of business. It names this build's
// code: a page of another build (the server updated while this worker still runs) is not kept, as its
// code would not be here offline; each build keeps its pages in a cache of its own.
import { FRAME_ROUTE_HEADER } from '../src/contract/pwa';
import { ROUTE_PATHS } from '../src/contract/route-paths';

/** The page every dashboard path without one of its own opens in: the bars, with no heading. */
export const DASHBOARD_FRAME = '/dashboard';
/** Fetched as the worker installs, so a first start without a network already has them. */
export const INSTALL_FRAMES = ['/login', DASHBOARD_FRAME] as const;

/** Where one build keeps its pages, by route. */
export interface FrameStore {
  get(route: string): Promise<Response | undefined>;
  put(route: string, response: Response): Promise<void>;
}

export interface FrameDeps {
  store: FrameStore;
  fetch(request: Request): Promise<Response>;
  /** Whether this worker precached an asset ('/assets/index-1.js'). */
  isPrecached(path: string): boolean;
  /** The precached index.html, the last resort: the app without the early frame. */
  shell(): Promise<Response | undefined>;
}

/** Keeps the worker alive for work that finishes after the answer (ExtendableEvent.waitUntil). */
type WaitUntil = (work: Promise<unknown>) => void;

const cleanPath = (path: string) => path.replace(/\/+$/, '') || '/';
const params = (route: string) => route.split('/').filter((segment) => segment.startsWith('$')).length;
const matches = (route: string, path: string) => {
  const a = route.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, i) => segment.startsWith('$') || segment === b[i]);
};

/** The route a path is rendered for, as the server chooses it: a fixed segment wins over a parameter. */
export function routeOf(path: string, routes: readonly string[] = ROUTE_PATHS): string | null {
  const clean = cleanPath(path);
  let best: string | null = null;
  for (const route of routes) {
    if (matches(route, clean) && (best === null || params(route) < params(best))) best = route;
  }
  return best;
}

/** The build's files a page names: its scripts and stylesheets. */
export function namedAssets(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)\b/g) ?? [])];
}

export function createPageFrames(deps: FrameDeps) {
  /** Keeps the server's page of a route, when it is one of this build's. */
  async function keep(response: Response): Promise<void> {
    const route = response.headers.get(FRAME_ROUTE_HEADER);
    if (!route || !response.ok || response.redirected) return;
    const html = await response.clone().text();
    const assets = namedAssets(html);
    if (assets.length === 0 || !assets.every(deps.isPrecached)) return;
    await deps.store.put(route, response);
  }

  /** The server's page, kept on the way; null when the server cannot be reached. */
  async function fromServer(request: Request, waitUntil: WaitUntil): Promise<Response | null> {
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch {
      return null;
    }
    waitUntil(keep(response.clone()).catch((error: unknown) => console.warn('Keeping the page', error)));
    return response;
  }

  return {
    /**
     * A navigation: the kept page of its route at once (refreshed from the server behind it), else the
     * server's page, else the dashboard's frame for a dashboard path, else the bare app.
     */
    async navigate(request: Request, waitUntil: WaitUntil): Promise<Response> {
      const path = cleanPath(new URL(request.url).pathname);
      const route = routeOf(path);
      const kept = route ? await deps.store.get(route) : undefined;
      if (kept) {
        waitUntil(fromServer(request, waitUntil));
        return kept;
      }
      const fresh = await fromServer(request, waitUntil);
      if (fresh) return fresh;
      const frame = path.startsWith(`${DASHBOARD_FRAME}/`) ? await deps.store.get(DASHBOARD_FRAME) : undefined;
      return frame ?? (await deps.shell()) ?? Response.error();
    },
    /** Fetches and keeps pages (the worker's install); a server that cannot be reached is no error. */
    async prefetch(urls: readonly string[]): Promise<void> {
      const keeping: Promise<unknown>[] = [];
      await Promise.all(urls.map((url) => fromServer(new Request(url), (work) => keeping.push(work))));
      await Promise.all(keeping);
    },
  };
}

declare const self: ServiceWorkerGlobalScope;

const CACHE_PREFIX = 'page-frames-';

/** The Cache API store of one build: a page per route, under a key of its own. */
function cacheStore(name: string): FrameStore {
  const key = (route: string) => `${self.location.origin}/__frames${route}`;
  return {
    get: async (route) => (await caches.open(name)).match(key(route)),
    put: async (route, response) => (await caches.open(name)).put(key(route), response),
  };
}

/**
 * Wires the kept pages to the worker: the build's cache (named after its index.html revision), filled
 * with the sign-in and dashboard frames at install, the caches of older builds deleted at activation.
 */
export function wirePageFrames(options: {
  /** The build's index.html revision. */
  build: string | null | undefined;
  isPrecached: FrameDeps['isPrecached'];
  shell: FrameDeps['shell'];
}) {
  const name = `${CACHE_PREFIX}${options.build ?? 'unversioned'}`;
  const frames = createPageFrames({
    store: cacheStore(name),
    fetch: (request) => fetch(request),
    isPrecached: options.isPrecached,
    shell: options.shell,
  });
  self.addEventListener('install', (event) => {
    const urls = INSTALL_FRAMES.map((path) => new URL(path, self.location.origin).href);
    event.waitUntil(frames.prefetch(urls).catch((error: unknown) => console.warn('Page frames', error)));
  });
  self.addEventListener('activate', (event) => {
    const old = caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== name).map((n) => caches.delete(n))),
      );
    event.waitUntil(old.catch((error: unknown) => console.warn('Page frames', error)));
  });
  return frames;
}
