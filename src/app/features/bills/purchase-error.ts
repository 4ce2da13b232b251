import { isApiError } from '../../lib/api-client';

/** Why a purchase failed: the server's reason (a low balance, a wrong number), or the connection. */
export const purchaseError = (error: unknown): string =>
  isApiError(error) ? error.message : 'We could not reach the server. Check your connection and try again.';
