import type { Hono } from 'hono';
import { WHITELABEL_HEADER } from '../../../contract/constants';
import type { AppEnv } from '../../http';
import { brandFor } from './brand';
import { buildManifest } from './manifest';

/** Short: a brand change reaches installed apps within minutes; the worker fetches it network-first. */
const MANIFEST_CACHE = 'public, max-age=300';

/** The installable app's manifest, built from the white-label preferences (name, colours). */
export function pwaRoutes(app: Hono<AppEnv>): void {
  app.get('/manifest.webmanifest', async (c) => {
    const brand = await brandFor(c.get('deps').db, c.req.header(WHITELABEL_HEADER));
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', MANIFEST_CACHE);
    c.header('Vary', WHITELABEL_HEADER);
    return c.body(JSON.stringify(buildManifest(brand)));
  });
}
