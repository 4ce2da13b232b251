import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { secureHeaders } from 'hono/secure-headers';
import { accessEndpoints } from '../contract/access-endpoints';
import { COMPLIANCE_DONE_COOKIE } from '../contract/compliance-done';
import { DEFAULT_PRODUCT_NAME } from '../contract/product-name';
import { NAMED_ROUTES } from '../contract/named-routes';
import { admission } from './admission';
import { appDocument } from './app-document';
import { ERROR_CODES } from '../contract/envelope';
import { FRAME_ROUTE_HEADER } from '../contract/pwa';
import { UnauthenticatedLimiter } from './auth/unauthenticated-limits';
import { ApiError, type AppEnv, type Deps, errorBody } from './http';
import { SERVER_MODULES, type ServerModule } from './mounts';
import { UPLOAD_PATH } from './modules/transfers';
import { brandFor } from './modules/pwa';
import { sandboxGuard } from './sandbox/guard';

const MAX_BODY_BYTES = 256 * 1024;
const LOGIN_PATH = `/api/${accessEndpoints.login.path}`;

function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.code, err.data), err.status);
  console.error(`[server] ${c.req.method} ${c.req.path}:`, err);
  return c.json(errorBody('Something went wrong on our side. Please try again.'), 500);
}

/** A module's routes on a router of its own, for route(). */
function routerOf(mount: (router: Hono<AppEnv>) => void): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mount(router);
  return router;
}

/**
 * Builds the whole HTTP surface; main.ts only listens, tests call app.request(). The modules may come in
 * any order (mounts.ts).
 */
export function buildApp(deps: Deps, modules: readonly ServerModule[] = SERVER_MODULES): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Attempts without a session, per address and overall, in this instance (auth/unauthenticated-limits.ts).
  const limiter = deps.config.unauthenticatedLimits
    ? new UnauthenticatedLimiter(deps.config.unauthenticatedLimits)
    : undefined;
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    if (limiter) c.set('unauthenticatedLimiter', limiter);
    await next();
  });
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline style attributes are used by the UI libraries (positioning, motion); no inline scripts anywhere.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // HSTS only when served over HTTPS; on http://localhost it would pin other local apps to HTTPS.
    strictTransportSecurity: deps.config.publicUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  // Hashed assets are scripts and styles, not documents: CSP and frame rules mean nothing on them, and
  // a first load fetches dozens of them over a phone link, each carrying ~1 KB of those headers.
  app.use('*', async (c, next) => {
    if (!c.req.path.startsWith('/assets/')) return pageHeaders(c, next);
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use('*', compress());
  // A NUL in a path or query is refused everywhere, pages and API alike (the database cannot store it).
  app.use('*', async (c, next) => {
    if (!/%00/i.test(c.req.url)) return next();
    return c.req.path.startsWith('/api/')
      ? c.json(errorBody('Request is invalid: it contains a NUL character', ERROR_CODES.validation), 400)
      : c.text('Request is invalid: it contains a NUL character', 400);
  });
  // The whole sandbox space, pages and API, and whatever is added under it later: this machine only.
  const guard = sandboxGuard(deps.config);
  for (const path of ['/sandbox', '/sandbox/*', '/api/sandbox', '/api/sandbox/*']) app.use(path, guard);

  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('Request body is too large'), 413),
  });
  // The upload endpoint has its own, larger limit (transfers module).
  api.use('*', (c, next) => (c.req.path === UPLOAD_PATH ? next() : jsonLimit(c, next)));
  // Uploads stream their bodies from the client, and sign-in spends its time in scrypt on libuv's pool,
  // not on the HTTP thread: neither waits for, nor holds, a place.
  api.use(
    '*',
    admission(deps.config.apiConcurrency ?? 0, (path) => path === UPLOAD_PATH || path === LOGIN_PATH),
  );
  const sandbox = deps.config.sandbox;
  for (const module of modules) {
    for (const mount of [module.api, sandbox ? module.sandboxApi : undefined]) {
      if (mount) api.route('/', routerOf(mount));
    }
  }
  api.onError(onError);
  app.route('/api', api);
  // Unmatched API paths would otherwise fall through to the app's HTML.
  app.all('/api/*', (c) => c.json(errorBody('Not found'), 404));

  // Public pages customers pay on are always served: they are the business's checkout.
  for (const module of modules) {
    for (const mount of [sandbox ? module.sandboxPages : undefined, module.pages]) {
      if (mount) app.route('/', routerOf(mount));
    }
  }
  serveApp(app, deps.config.staticDir);
  app.onError(onError);
  return app;
}

/** The built PWA: hashed assets cached for good, everything else revalidated, unknown paths get the app. */
function serveApp(app: Hono<AppEnv>, staticDir: string): void {
  const root = resolve(staticDir);
  const document = appDocument(root);
  const sendApp = async (c: Context<AppEnv>): Promise<Response> => {
    // A business the app has seen finish compliance gets the overview's page, not a frame it would leave
    // as soon as its code ran (contract/compliance-done.ts); the app's guard still checks afresh.
    if (c.req.path.replace(/\/+$/, '') === NAMED_ROUTES.compliance && getCookie(c, COMPLIANCE_DONE_COOKIE) === '1') {
      c.header('Cache-Control', 'no-store');
      c.header('Vary', 'Cookie');
      return c.redirect(NAMED_ROUTES.overviewmain, 302);
    }
    const brand = await brandFor(c.get('deps').db, undefined);
    const html = document.render(c.req.path, brand.merchantName.trim() || DEFAULT_PRODUCT_NAME);
    if (html === null) return c.text('The app is not built yet: run npm run build', 503);
    c.header('Cache-Control', 'no-cache');
    const route = document.route(c.req.path);
    if (route) c.header(FRAME_ROUTE_HEADER, route);
    return c.html(html);
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    // A hashed file never changes, so nothing revalidates it: its date is ~45 bytes on every response.
    c.res.headers.delete('Last-Modified');
  });
  // Before the static files, which would answer / with the bare index.html.
  app.get('/', sendApp);
  // precompressed: the build writes .br and .gz beside each asset (scripts/precompress.mjs); brotli is ~13 % smaller.
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', async (c) => {
    // A missing file (an old hashed asset) is a 404, not the app.
    if (/\.[A-Za-z0-9]{1,8}$/.test(c.req.path)) return c.text('Not found', 404);
    return sendApp(c);
  });
}
