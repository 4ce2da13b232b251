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
import { accessRoutes } from './modules/access/routes';
import { checkoutPages, checkoutSandboxRoutes } from './modules/checkout/routes';
import { storefrontPages, storeOrderRoutes } from './modules/storefront/routes';
import { complianceRoutes } from './modules/compliance/routes';
import { billRoutes } from './modules/bills/routes';
import { referralRoutes } from './modules/referrals/routes';
import { capitalRoutes, capitalSandboxRoutes } from './modules/capital/routes';
import { posRoutes, posSandboxRoutes } from './modules/pos/routes';
import { instagramRoutes, instagramSandboxRoutes } from './modules/instagram/routes';
import { cardRoutes, cardSandboxRoutes } from './modules/cards/routes';
import { payrollRoutes } from './modules/payroll/routes';
import { subaccountRoutes } from './modules/subaccounts/routes';
import { chargebackRoutes, chargebackSandboxRoutes } from './modules/chargebacks/routes';
import { keystoreRoutes } from './modules/keystores/routes';
import { complianceSandboxPages } from './modules/compliance/sandbox-pages';
import { eventRoutes } from './modules/events/routes';
import { storePromotionRoutes } from './modules/store-promotions/routes';
import { storeRoutes } from './modules/store/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { merchantRoutes } from './modules/merchant/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { v3Routes } from './modules/api-v3/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { shellRoutes } from './modules/shell/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { pcidssCheckoutPages, pcidssPage } from './modules/analytics/pcidss';
import { collabConfirmPage } from './modules/access/collab-page';
import { transferRoutes, UPLOAD_PATH } from './modules/transfers/routes';
import { brandFor } from './modules/pwa/brand';
import { pwaRoutes } from './modules/pwa/routes';
import { queryRoutes } from './modules/queries/routes';
import { sandboxGuard } from './sandbox/guard';
import { sandboxApiRoutes, sandboxPageRoutes } from './sandbox/routes';
import { sandboxWebhookRoutes } from './sandbox/webhooks';
import { webhookRoutes } from './webhooks/routes';

const MAX_BODY_BYTES = 256 * 1024;
const LOGIN_PATH = `/api/${accessEndpoints.login.path}`;

function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.code, err.data), err.status);
  console.error(`[server] ${c.req.method} ${c.req.path}:`, err);
  return c.json(errorBody('Something went wrong on our side. Please try again.'), 500);
}

/** Builds the whole HTTP surface; main.ts only listens, tests call app.request(). */
export function buildApp(deps: Deps): Hono<AppEnv> {
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
  accessRoutes(api);
  merchantRoutes(api);
  apiKeyRoutes(api);
  // The merchant API: its own authentication (secret key, IP whitelist) under /api/v3.
  v3Routes(api);
  // Before the shell's: its v2/settlements/:id etc. would otherwise shadow the fixed overview paths.
  analyticsRoutes(api);
  invoiceRoutes(api);
  eventRoutes(api);
  storePromotionRoutes(api);
  // Before the shell's v2/inventory lists.
  storeOrderRoutes(api);
  storeRoutes(api);
  shellRoutes(api);
  paymentsRoutes(api);
  complianceRoutes(api);
  transferRoutes(api);
  webhookRoutes(api);
  capitalRoutes(api);
  payrollRoutes(api);
  subaccountRoutes(api);
  chargebackRoutes(api);
  billRoutes(api);
  posRoutes(api);
  instagramRoutes(api);
  referralRoutes(api);
  // After the shell's: its GET v2/cards/search must not be read as a card id.
  cardRoutes(api);
  keystoreRoutes(api);
  if (deps.config.sandbox) sandboxApiRoutes(api);
  if (deps.config.sandbox) checkoutSandboxRoutes(api, app);
  if (deps.config.sandbox) capitalSandboxRoutes(api);
  if (deps.config.sandbox) chargebackSandboxRoutes(api);
  if (deps.config.sandbox) cardSandboxRoutes(api);
  if (deps.config.sandbox) posSandboxRoutes(api);
  if (deps.config.sandbox) instagramSandboxRoutes(api);
  // Last: its v2/.../:id rows must not shadow other modules' static paths.
  queryRoutes(api);
  api.onError(onError);
  app.route('/api', api);
  // Unmatched API paths would otherwise fall through to the app's HTML.
  app.all('/api/*', (c) => c.json(errorBody('Not found'), 404));

  if (deps.config.sandbox) sandboxPageRoutes(app);
  if (deps.config.sandbox) sandboxWebhookRoutes(app);
  if (deps.config.sandbox) pcidssCheckoutPages(app);
  if (deps.config.sandbox) complianceSandboxPages(app);
  // Public pages customers pay on: always served, they are the business's checkout.
  checkoutPages(app);
  collabConfirmPage(app);
  pcidssPage(app);
  storefrontPages(app);
  pwaRoutes(app);
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
