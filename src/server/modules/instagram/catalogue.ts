import { createHash } from 'node:crypto';
import { INSTAGRAM_POSTS_MAX } from '../../../contract/instagram';

/**
 * The sandbox's Instagram: every handle has a shop of 6 to 12 posts, the same ones every time (derived
 * from the handle alone, no network), each a product with a caption, a price and a picture.
 */

export interface CataloguePost {
  id: string;
  name: string;
  caption: string;
  category: string;
  /** In major units of the business's currency (the shop prices in it); made minor by the caller. */
  major: number;
  stock: number;
  image: string;
}

const PRODUCTS: readonly (readonly [name: string, category: string, major: number, caption: string])[] = [
  ['Ankara tote bag', 'Bags', 18_000, 'Hand-sewn from bright Ankara print, roomy enough for a laptop.'],
  ['Beaded bracelet set', 'Jewellery', 6_500, 'Three stacked bracelets of glass beads, made to order.'],
  ['Shea butter body cream', 'Beauty', 4_800, 'Whipped raw shea with coconut oil, 250 ml jar.'],
  ['Adire silk scarf', 'Fashion', 15_000, 'Indigo tie-dye on pure silk, each one a little different.'],
  ['Handwoven raffia fan', 'Home', 3_500, 'Woven by hand, cool on a warm afternoon.'],
  ['Black soap bar', 'Beauty', 2_200, 'Traditional black soap with plantain ash, gentle on the skin.'],
  ['Leather sandals', 'Shoes', 22_000, 'Full-grain leather with a cushioned sole, sizes 37 to 45.'],
  ['Scented soy candle', 'Home', 7_500, 'Lemongrass and ginger, 40 hours of burn time.'],
  ['Kente bow tie', 'Fashion', 9_000, 'Woven kente cloth bow tie, pre-tied with an adjustable strap.'],
  ['Ceramic planter', 'Home', 11_000, 'Glazed stoneware planter with a drainage hole, 15 cm.'],
  ['Hibiscus tea blend', 'Food', 3_800, 'Dried zobo petals with ginger and clove, 200 g pouch.'],
  ['Brass hoop earrings', 'Jewellery', 8_200, 'Hand-hammered brass hoops, light enough for all day.'],
  ['Woven storage basket', 'Home', 13_500, 'Sturdy palm-leaf basket with handles, 35 cm across.'],
  ['Printed cushion cover', 'Home', 6_000, 'Cotton cover with a wax-print panel, 45 × 45 cm.'],
  ['Natural hair oil', 'Beauty', 5_500, 'Castor, jojoba and rosemary oils for growth and shine, 100 ml.'],
  ['Linen kaftan', 'Fashion', 35_000, 'Breezy linen kaftan with embroidered neckline, one size.'],
];

const COLOURS = ['#c13584', '#e1306c', '#f56040', '#f77737', '#fcaf45', '#833ab4', '#405de6', '#5851db'];

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** A square picture of the post: the shop's gradient with the product's initials (an SVG as a data: URL). */
function pictureOf(name: string, seed: Buffer): string {
  const from = COLOURS[seed[0]! % COLOURS.length]!;
  const to = COLOURS[(seed[0]! + 3) % COLOURS.length]!;
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="120" height="120" fill="url(#g)"/>` +
    `<text x="60" y="72" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The handle's posts, newest first: 6 to 12 of them, their ids Instagram-like digits unique to the handle. */
export function catalogueOf(handle: string): CataloguePost[] {
  const root = digest(`instagram:${handle}`);
  const count = 6 + (root[0]! % (INSTAGRAM_POSTS_MAX - 5));
  const start = root[1]! % PRODUCTS.length;
  return Array.from({ length: count }, (_, i) => {
    const [name, category, major, caption] = PRODUCTS[(start + i) % PRODUCTS.length]!;
    const seed = digest(`instagram:${handle}:${i}`);
    // 17 digits, as Instagram's media ids have; the leading 1 keeps the length fixed.
    const id = `1${(seed.readBigUInt64BE(0) % 10n ** 16n).toString().padStart(16, '0')}`;
    return {
      id,
      name,
      caption,
      category,
      major,
      stock: 3 + (seed[8]! % 18),
      image: pictureOf(name, seed),
    };
  });
}
