import { NAMED_ROUTES } from '../../../contract/named-routes';

/** The brand fields the manifest is built from (a whitelabels row). */
export interface ManifestBrand {
  merchantName: string;
  primaryColor: string | null;
}

/** The brand mark's blue (public/favicon.svg): used when the brand has no usable colour. */
export const FALLBACK_BRAND_COLOR = '#2b50d6';
const FALLBACK_NAME = 'Merchant Dashboard';
/** Launchers truncate longer labels (Android shows about 12 characters under an icon). */
const SHORT_NAME_MAX = 12;
export const PENDING_APPROVALS_PATH = '/dashboard/transfers/pendingapprovals';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A #rgb or #rrggbb colour, lower-cased; anything else (names, rgb(), script) falls back. */
export function manifestColor(value: string | null | undefined): string {
  const colour = value?.trim() ?? '';
  return HEX_COLOR.test(colour) ? colour.toLowerCase() : FALLBACK_BRAND_COLOR;
}

/** The launcher label: the whole name when it fits, else its first word, else a clean cut. */
export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const firstWord = name.split(/\s+/)[0] ?? '';
  if (firstWord.length > 0 && firstWord.length <= SHORT_NAME_MAX) return firstWord;
  return name.slice(0, SHORT_NAME_MAX).trim();
}

/** The web app manifest of a brand: what the browser installs (name, colours, icons, shortcuts). */
export function buildManifest(brand: ManifestBrand) {
  const name = brand.merchantName.trim() || FALLBACK_NAME;
  const colour = manifestColor(brand.primaryColor);
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: `${name} merchant dashboard: collect payments, follow settlements and balances, approve transfers and manage your business.`,
    lang: 'en',
    dir: 'ltr',
    start_url: NAMED_ROUTES.overviewmain,
    scope: '/',
    display: 'standalone',
    background_color: colour,
    theme_color: colour,
    categories: ['business', 'finance'],
    prefer_related_applications: false,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    // The richer install sheet shows these beside the install button: Android the narrow ones, desktops the
    // wide ones. Chromium fetches them before it offers the install, and drops one whose real size breaks its
    // rules (docs/decisions/manifest-screenshots.md): scripts/make-screenshots.mjs draws them to fit.
    screenshots: [
      {
        src: '/screenshots/overview-narrow.webp',
        sizes: '780x1688',
        type: 'image/webp',
        form_factor: 'narrow',
        label: `${name} on a phone: balances in each currency`,
      },
      {
        src: '/screenshots/overview-wide.webp',
        sizes: '1280x800',
        type: 'image/webp',
        form_factor: 'wide',
        label: `${name} on a desktop: balances, settlements and every area in the sidebar`,
      },
    ],
    shortcuts: [
      {
        name: 'Overview',
        short_name: 'Overview',
        description: 'Balances, collections and settlements at a glance',
        url: NAMED_ROUTES.overviewmain,
        icons: [{ src: '/icons/shortcut-overview-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Pending approvals',
        short_name: 'Approvals',
        description: 'Transfers waiting for your approval',
        url: PENDING_APPROVALS_PATH,
        icons: [{ src: '/icons/shortcut-pending-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
  };
}

export type WebAppManifest = ReturnType<typeof buildManifest>;
