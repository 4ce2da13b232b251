import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaEndpoints } from '../../contract/area-endpoints';
import { type InstagramAccountState, type InstagramPosts, instagramEndpoints } from '../../contract/instagram';
import { call } from '../lib/api-client';
import { type ListParams, pageQuery } from '../lib/list-search';
import { accountKey } from './keys';

/* The Instagram store: the connected account, its posts, and the products and orders it brought. */

export const instagramKeys = {
  account: () => ['instagram', 'account', accountKey()] as const,
  posts: () => ['instagram', 'posts', accountKey()] as const,
  products: (params: ListParams) => ['instagram', 'products', accountKey(), params] as const,
  orders: (params: ListParams) => ['instagram', 'orders', accountKey(), params] as const,
};

/** GET v2/instagram/account */
export const instagramAccountQuery = () =>
  queryOptions({
    queryKey: instagramKeys.account(),
    queryFn: ({ signal }) => call(instagramEndpoints.instagramAccount, { signal }),
  });

/** GET v2/instagram/posts: only asked while an account is connected. */
export const instagramPostsQuery = () =>
  queryOptions({
    queryKey: instagramKeys.posts(),
    queryFn: ({ signal }) => call(instagramEndpoints.instagramPosts, { signal }),
  });

export const instagramProductsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: instagramKeys.products(params),
    queryFn: ({ signal }) => call(areaEndpoints.instagramProducts, { query: pageQuery(params), signal }),
  });

export const instagramOrdersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: instagramKeys.orders(params),
    queryFn: ({ signal }) => call(areaEndpoints.instagramOrders, { query: pageQuery(params), signal }),
  });

/** Connecting or disconnecting: the account answers itself; its posts and the preferences read again. */
function useConnectionChanged() {
  const client = useQueryClient();
  return (state: InstagramAccountState) => {
    client.setQueryData(instagramKeys.account(), state);
    client.removeQueries({ queryKey: instagramKeys.posts() });
    void client.invalidateQueries({ queryKey: ['preferences'] });
  };
}

/** POST v2/instagram/account */
export function useConnectInstagram() {
  const changed = useConnectionChanged();
  return useMutation({
    mutationFn: (handle: string) => call(instagramEndpoints.connectInstagram, { body: { handle } }),
    onSuccess: changed,
  });
}

/** DELETE v2/instagram/account */
export function useDisconnectInstagram() {
  const changed = useConnectionChanged();
  return useMutation({
    mutationFn: () => call(instagramEndpoints.disconnectInstagram, {}),
    onSuccess: changed,
  });
}

/** POST v2/instagram/posts/import: the posts answer which are in the store now; the product list reads again. */
export function useImportInstagramPosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postIds: string[]) => call(instagramEndpoints.importInstagramPosts, { body: { post_ids: postIds } }),
    onSuccess: (result) => {
      client.setQueryData(instagramKeys.posts(), (old: InstagramPosts | undefined) =>
        old ? { ...old, posts: result.posts } : old,
      );
      void client.invalidateQueries({ queryKey: ['instagram', 'products'] });
    },
  });
}
