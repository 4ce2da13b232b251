import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { WHITELABEL_HEADER } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { whitelabels } from '../../db/schema';
import type { AppEnv } from '../../http';
import { buildManifest, type ManifestBrand } from './manifest';

/** Short: a brand change reaches installed apps within minutes; the worker fetches it network-first. */
const MANIFEST_CACHE = 'public, max-age=300';

/** The brand named by the white-label header, else the default brand, else a plain one. */
async function brandFor(db: Db, id: string | undefined): Promise<ManifestBrand> {
  const select = (brandId: string) =>
    db
      .select({ merchantName: whitelabels.merchantName, primaryColor: whitelabels.primaryColor })
      .from(whitelabels)
      .where(eq(whitelabels.id, brandId));
  const [named] = id && id !== 'default' ? await select(id) : [];
  const [brand] = named ? [named] : await select('default');
  return brand ?? { merchantName: '', primaryColor: null };
}

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
