import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../contract/endpoints';
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

export const DEFAULT_PRODUCT_NAME = 'Merchant Dashboard';

/** The product name shown everywhere and whether sign-up is offered. */
export function useWhiteLabel() {
  const { data } = useQuery(whiteLabelQuery());
  return {
    productName: data?.merchant_name?.trim() || DEFAULT_PRODUCT_NAME,
    hideSignup: data?.hide_signup ?? false,
  };
}
