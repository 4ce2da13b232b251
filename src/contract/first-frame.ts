/**
 * The first frames: for each screen of the app, the HTML the server puts inside the page's #root so the
 * screen's frame and heading paint before any code runs. The app renders them from its own components
 * at build time (src/app/first-frame/, `npm run build:app`) into FIRST_FRAMES_FILE of the built app; the
 * server reads that file and fills in the product name (src/server/app-document.ts). It is a build
 * artifact shared by the two sides, so its shape lives here.
 */
export interface FirstFrames {
  /** Route path as the router names it ('/dashboard/customers/$id') → its frame, with its heading. */
  readonly routes: Readonly<Record<string, string>>;
  /** The dashboard's frame with no heading: a dashboard path of no known route. */
  readonly dashboard: string;
}

/** Where the first frames are written, inside the built app's folder. */
export const FIRST_FRAMES_FILE = '.vite/first-frames.json';

/**
 * Stands for the product name (white label) in a frame: the server puts the deployment's name, escaped,
 * in its place. React leaves these characters as they are in text.
 */
export const PRODUCT_SLOT = '{product}';
