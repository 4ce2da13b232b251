/**
 * Screen headings: the title (and the line under it) each screen shows. Each area keeps its own table
 * (features/<area>/headings.ts), used by its screens and, at build time, by the first frame
 * (src/app/first-frame/): the server sends the requested screen's frame and heading with the page, so a
 * phone shows them at once while the app's code loads, and the app then shows the very same words.
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
