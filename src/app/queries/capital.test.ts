import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';

let answer: () => Promise<unknown>;
vi.mock('../lib/api-client', async (original) => ({
  ...(await original<typeof import('../lib/api-client')>()),
  call: () => answer(),
}));
const { loanHistoryQuery, loanOfferQuery } = await import('./capital');

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('loan errors (spec 2 §8)', () => {
  it('an offer the server refuses means not eligible; a history it refuses, no loans', async () => {
    answer = async () => {
      throw new ApiError(400, 'No offer for this merchant');
    };
    await expect(client().fetchQuery(loanOfferQuery())).resolves.toEqual({
      offer: null,
      status: 'ineligible',
      message: '',
    });
    await expect(client().fetchQuery(loanHistoryQuery({ page: 2 }))).resolves.toEqual({
      loans: [],
      page_info: { total: 0, current_page: 2, total_pages: 0, page_size: 10 },
    });
  });

  it('an unreachable or failing server, or an expired session, stays an error to retry', async () => {
    for (const error of [
      new ApiError(0, 'You are offline', 'NETWORK_ERROR'),
      new ApiError(503, 'Service is temporarily unavailable'),
      new ApiError(401, 'Session expired'),
    ]) {
      answer = async () => {
        throw error;
      };
      await expect(client().fetchQuery(loanOfferQuery())).rejects.toBe(error);
      await expect(client().fetchQuery(loanHistoryQuery({ page: 1 }))).rejects.toBe(error);
    }
  });
});
