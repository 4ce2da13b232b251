/** Named constants of spec 1 §9 and spec 2 §9 used by access and the session. */
export const DEBOUNCE_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 1200;
export const POLL_INTERVAL_MS = 2000;
export const SESSION_EXPIRY_REDIRECT_MS = 500;
export const SESSION_TIMEOUT_REDIRECT_MS = 5000;
export const TOAST_DURATION_MS = 3000;
export const CONFIRMATION_CODE_MIN_DIGITS = 5;
export const RESEND_LOCK_MS = 3000;

/** Security limits the server enforces. */
export const MAX_FAILED_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MINUTES = 15;
export const OTP_TTL_MINUTES = 10;
export const APP_TOKEN_TTL_MINUTES = 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const EMAIL_LINK_TTL_HOURS = 24;
export const PASSWORD_MIN_LENGTH = 8;

/** The app id sent with every main-API call (spec 1 §7 headers). */
export const APP_ID_HEADER = 'x-app-id';
/** The alternate-mode auth header and its value (spec 2 §7: cc/compliance, the identity session). */
export const ALT_MODE_HEADER = 'alt-mode-auth';
export const ALT_MODE_VALUE = '1';
export const WHITELABEL_HEADER = 'x-whitelabel-id';

/**
 * The service worker marks a last-seen copy it serves (no network) with this header; its value is
 * the ISO time the copy was fetched (sw/data-cache.ts, the app's api-client).
 */
export const SW_CACHED_AT_HEADER = 'x-sw-cached-at';

/**
 * Screens where a customer's payment arrives (transactions, the overview's totals and balances) look
 * again this often while they are on screen, so a payment shows without a reload; never in the
 * background (TanStack Query pauses interval refetches in a hidden tab).
 */
export const LIVE_MONEY_REFRESH_MS = 20_000;
