import { isApiError } from '../../lib/api-client';

/** What went wrong with a call, for the merchant: the server's own words, or that it could not be reached. */
export const failureText = (error: unknown): string =>
  isApiError(error) ? error.message : 'We could not reach the server. Check your connection and try again.';
