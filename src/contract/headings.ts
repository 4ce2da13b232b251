/**
 * Screen headings: the title (and the line under it) each screen shows. They live here, not in the
 * screens alone, because the server puts the heading of the requested screen in the page it sends
 * (src/server/app-document.ts), so a phone shows the screen's frame and heading at once while the app's
 * code loads; the app then shows the very same words. Each area keeps its own table
 * (<area>-headings.ts) so a route's code carries only its area's words; all-headings.ts joins them for
 * the server.
 */
export interface PageHeading {
  /** Small text above the title (the area, e.g. 'Balance'). */
  readonly eyebrow?: string;
  readonly title: string;
  /** A short line under the title. */
  readonly description?: string;
}

/** Route path as the router names it ('$id' for a parameter) → its heading. */
export type PageHeadings = Readonly<Record<string, PageHeading>>;

/** Stands for the product name (white-label merchant_name) in a heading. */
const PRODUCT = '{product}';

/** A heading's text with the product name filled in. */
export function withProduct(text: string, productName: string): string {
  return text.replaceAll(PRODUCT, productName);
}

/** The product name when the white-label preferences give none. */
export const DEFAULT_PRODUCT_NAME = 'Merchant Dashboard';
