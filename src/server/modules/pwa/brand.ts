import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whitelabels } from '../../db/schema';
import type { ManifestBrand } from './manifest';

/** The brand named by the white-label header, else the default brand, else a plain one. */
export async function brandFor(db: Db, id: string | undefined): Promise<ManifestBrand> {
  const select = (brandId: string) =>
    db
      .select({ merchantName: whitelabels.merchantName, primaryColor: whitelabels.primaryColor })
      .from(whitelabels)
      .where(eq(whitelabels.id, brandId));
  const [named] = id && id !== 'default' ? await select(id) : [];
  const [brand] = named ? [named] : await select('default');
  return brand ?? { merchantName: '', primaryColor: null };
}
