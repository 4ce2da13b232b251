/** Messages between the app and the service worker. */
export const SW_MESSAGES = {
  /** The user agreed to load the new version: the waiting worker takes over. */
  skipWaiting: 'SKIP_WAITING',
  /** App → worker: the signed-in session (user, account, token) the approval queue replays with, or null. */
  session: 'APPROVAL_SESSION',
  /** App → worker: queue one approval intent (QueuedApproval). */
  enqueueApproval: 'APPROVAL_ENQUEUE',
  /** App → worker: try to send the queued approvals now (app start, 'online'). */
  replayApprovals: 'APPROVAL_REPLAY',
  /** App → worker: a stale decision the user confirmed (send it now) or dropped. */
  confirmStaleApproval: 'APPROVAL_CONFIRM_STALE',
  /** App → worker: the app has shown these finished items; forget them. */
  ackApprovals: 'APPROVAL_ACK',
  /** Worker → app: every item of the queue, after any change. */
  approvalQueue: 'APPROVAL_QUEUE',
  /** Worker → app: open this in-app path (a notification was clicked). */
  navigate: 'NAVIGATE',
} as const;

/**
 * On the server's page for a screen of the app: the route it was rendered for ('/dashboard/customers/$id').
 * The service worker keeps the last page per route and serves it when the server cannot be reached.
 */
export const FRAME_ROUTE_HEADER = 'X-App-Route';

/** The Background Sync tag of the approval queue. */
export const APPROVAL_SYNC_TAG = 'approval-queue';

/** What the app tells the worker about the signed-in session. */
export interface WorkerSession {
  user_id: number;
  account_id: number;
  token: string;
  /** Base URL of the main API and the app id header value, as the app is configured. */
  api_base: string;
  app_id: string;
}

/**
 * What a screen says when its data cannot load because the server cannot be reached (the browser may
 * still think it is online) and this device kept no copy of it.
 */
export const OFFLINE_SCREEN_NOT_KEPT = 'You are offline; this screen has not been opened on this device yet';

/**
 * The server-rendered pages customers use (spec 1 §2 public routes): the service worker must let the
 * browser fetch them rather than answer with the dashboard's shell.
 */
export const PUBLIC_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/(pay|donate|checkout|invoices|events|redirect|store)\//,
  /^\/(payment-redirect\/merchant|paymentlink-inactive|cancelsubscription|pcidss)(?:\/|$)/,
  /^\/collab\/confirm\//,
];
