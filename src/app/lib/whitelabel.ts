import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessEndpoints as endpoints } from '../../contract/access-endpoints';
import { DEFAULT_PRODUCT_NAME } from '../../contract/product-name';
import { call } from './api-client';
import { storage } from './storage';

/** The product name (merchant_name) and branding switches; kept in storage across sessions. */
export const whiteLabelQuery = () =>
  queryOptions({
    queryKey: ['whitelabel'],
    queryFn: async ({ signal }) => {
      const data = await call(endpoints.whitelabel, { signal });
      storage.set('whiteLabel', data);
      return data;
    },
    initialData: () => storage.get('whiteLabel') ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

/** The product name the server wrote into the page (app-document.ts), known before any call answers. */
function documentProductName(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="application-name"]');
  return meta?.getAttribute('content')?.trim() || DEFAULT_PRODUCT_NAME;
}

/** The product name shown everywhere and whether sign-up is offered. */
export function useWhiteLabel() {
  const { data } = useQuery(whiteLabelQuery());
  return {
    productName: data?.merchant_name?.trim() || documentProductName(),
    hideSignup: data?.hide_signup ?? false,
  };
}
