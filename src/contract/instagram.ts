import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';
import { ORDER_STATUSES } from './store-orders';

/** An Instagram handle as Instagram allows it: 1 to 30 letters, digits, periods and underscores. */
export const INSTAGRAM_HANDLE_MAX = 30;
export const INSTAGRAM_HANDLE_PATTERN = /^[A-Za-z0-9._]{1,30}$/;
/** How many posts a sandbox account's catalogue has at most (one import takes them all at most). */
export const INSTAGRAM_POSTS_MAX = 12;
/** The sandbox's Instagram refuses to authorise handles ending in this (the error path, on purpose). */
export const INSTAGRAM_REFUSED_SUFFIX = '_blocked';
/** How many of one product a sandbox Instagram order may ask for. */
export const INSTAGRAM_ORDER_QUANTITY_MAX = 10;

export const INSTAGRAM_MESSAGES = {
  handleEmpty: 'Enter your Instagram handle',
  handleInvalid: 'An Instagram handle has 1 to 30 letters, digits, periods and underscores',
  refused: (handle: string) =>
    `Instagram did not authorise @${handle}: the account's owner declined access. Try another account.`,
  takenElsewhere: (handle: string) => `@${handle} is already connected to another business`,
  otherConnected: (handle: string) => `Disconnect @${handle} before connecting another Instagram account`,
  connected: (handle: string) => `Instagram account @${handle} connected`,
  disconnected: 'Instagram disconnected. Your imported products stay in your store.',
  notConnected: 'Connect an Instagram account first',
  choosePosts: 'Choose at least one post to import',
  tooManyPosts: `Choose at most ${INSTAGRAM_POSTS_MAX} posts`,
  postInvalid: 'Post is invalid',
  unknownPost: 'One of these posts is no longer on your Instagram account. Reload the posts and try again.',
  imported: (n: number) => (n === 1 ? '1 post imported' : `${n} posts imported`),
  handleNotConnected: (handle: string) => `@${handle} is not connected to any business`,
  postNotImported: 'That post has not been imported into the store',
  nothingImported: 'Import a post into the store before taking orders',
  quantity: `Enter a quantity from 1 to ${INSTAGRAM_ORDER_QUANTITY_MAX}`,
} as const;

/** The handle as typed: a leading @ and spaces dropped, then checked; kept in lower case as Instagram does. */
export const InstagramHandle = v.pipe(
  v.string(INSTAGRAM_MESSAGES.handleEmpty),
  v.trim(),
  v.transform((s) => s.replace(/^@/, '')),
  v.minLength(1, INSTAGRAM_MESSAGES.handleEmpty),
  v.regex(INSTAGRAM_HANDLE_PATTERN, INSTAGRAM_MESSAGES.handleInvalid),
  v.toLowerCase(),
);

/** Whether the sandbox's Instagram refuses to authorise this (already checked) handle. */
export const instagramRefuses = (handle: string): boolean => handle.endsWith(INSTAGRAM_REFUSED_SUFFIX);

/** An Instagram media id: digits, as Instagram gives them. */
const PostId = v.pipe(v.string(INSTAGRAM_MESSAGES.postInvalid), v.regex(/^\d{1,20}$/, INSTAGRAM_MESSAGES.postInvalid));

/** POST v2/instagram/account */
export const ConnectInstagramBody = v.object({ handle: InstagramHandle });
export type ConnectInstagramBody = v.InferOutput<typeof ConnectInstagramBody>;

export const InstagramConnection = v.object({
  handle: v.string(),
  connected_at: v.string(),
  /** The team member who connected it, by name (null once they have left the team). */
  connected_by: v.nullable(v.string()),
});
export type InstagramConnection = v.InferOutput<typeof InstagramConnection>;

/** GET v2/instagram/account: the connected account, if any, and the merchant preference it sets. */
export const InstagramAccountState = v.object({
  connection: v.nullable(InstagramConnection),
  instagram_store_enabled: v.boolean(),
});
export type InstagramAccountState = v.InferOutput<typeof InstagramAccountState>;

/** One post of the connected account's shop: a product with its caption, price and picture. */
export const InstagramPost = v.object({
  id: v.string(),
  name: v.string(),
  caption: v.string(),
  category: v.string(),
  price: v.number(),
  currency: v.string(),
  /** A picture of the post (a data: URL made by the sandbox). */
  image: v.string(),
  /** The store product it was imported as, or null while it is not in the store. */
  product_id: v.nullable(v.number()),
});
export type InstagramPost = v.InferOutput<typeof InstagramPost>;

/** GET v2/instagram/posts */
export const InstagramPosts = v.object({ handle: v.string(), posts: v.array(InstagramPost) });
export type InstagramPosts = v.InferOutput<typeof InstagramPosts>;

/** POST v2/instagram/posts/import: the posts to add to the store (those already there are left alone). */
export const ImportInstagramBody = v.object({
  post_ids: v.pipe(
    v.array(PostId, INSTAGRAM_MESSAGES.choosePosts),
    v.minLength(1, INSTAGRAM_MESSAGES.choosePosts),
    v.maxLength(INSTAGRAM_POSTS_MAX, INSTAGRAM_MESSAGES.tooManyPosts),
  ),
});
export type ImportInstagramBody = v.InferOutput<typeof ImportInstagramBody>;

export const ImportInstagramResult = v.object({
  /** How many became products now, and how many were in the store already. */
  imported: v.number(),
  already: v.number(),
  posts: v.array(InstagramPost),
});
export type ImportInstagramResult = v.InferOutput<typeof ImportInstagramResult>;

/**
 * POST sandbox/instagram/orders: a customer orders an imported post from the connected account (a DM
 * or Instagram checkout). Without post_id, the post imported last; paid at once by bank transfer unless
 * pay is false (then the order waits on its checkout link).
 */
export const SandboxInstagramOrderBody = v.object({
  handle: InstagramHandle,
  post_id: v.optional(PostId),
  quantity: v.optional(
    v.pipe(
      v.number(INSTAGRAM_MESSAGES.quantity),
      v.integer(INSTAGRAM_MESSAGES.quantity),
      v.minValue(1, INSTAGRAM_MESSAGES.quantity),
      v.maxValue(INSTAGRAM_ORDER_QUANTITY_MAX, INSTAGRAM_MESSAGES.quantity),
    ),
    1,
  ),
  customer_name: v.optional(
    v.pipe(v.string('Name is invalid'), v.trim(), v.minLength(1, 'Enter a name'), v.maxLength(80, 'Name is too long')),
  ),
  customer_email: v.optional(
    v.pipe(v.string('Email is invalid'), v.trim(), v.maxLength(120, 'Email is too long'), v.email('Email is invalid')),
  ),
  pay: v.optional(v.boolean('Pay is invalid'), true),
});

export const SandboxInstagramOrder = v.object({
  order_id: v.number(),
  reference: v.string(),
  status: v.picklist(ORDER_STATUSES),
  amount: v.number(),
  currency: v.string(),
  /** Where the customer pays (already paid unless pay was false). */
  checkout_url: v.string(),
});
export type SandboxInstagramOrder = v.InferOutput<typeof SandboxInstagramOrder>;

export const instagramEndpoints = {
  instagramAccount: {
    method: 'GET',
    path: 'v2/instagram/account',
    host: 'main',
    auth: 'account',
    response: InstagramAccountState,
  },
  connectInstagram: {
    method: 'POST',
    path: 'v2/instagram/account',
    host: 'main',
    auth: 'account',
    body: ConnectInstagramBody,
    response: InstagramAccountState,
  },
  disconnectInstagram: {
    method: 'DELETE',
    path: 'v2/instagram/account',
    host: 'main',
    auth: 'account',
    response: InstagramAccountState,
  },
  instagramPosts: {
    method: 'GET',
    path: 'v2/instagram/posts',
    host: 'main',
    auth: 'account',
    response: InstagramPosts,
  },
  importInstagramPosts: {
    method: 'POST',
    path: 'v2/instagram/posts/import',
    host: 'main',
    auth: 'account',
    body: ImportInstagramBody,
    response: ImportInstagramResult,
  },
  sandboxInstagramOrder: {
    method: 'POST',
    path: 'sandbox/instagram/orders',
    host: 'main',
    auth: 'none',
    body: SandboxInstagramOrderBody,
    response: SandboxInstagramOrder,
  },
} as const satisfies Record<string, EndpointDef>;
