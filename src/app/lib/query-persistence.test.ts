import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountCacheKey, buildId, PERSIST_MAX_AGE_MS, persistOptions } from './query-persistence';
import { storage } from './storage';

describe('persisted Query cache', () => {
  it('keys the cache by user and account, and has none without a session', () => {
    expect(accountCacheKey()).toBeNull();
    storage.set('userDetails', { id: 2, email: 'admin@demo.test', first_name: 'Tola', last_name: 'A' });
    storage.set('userAccountID', 20001);
    expect(accountCacheKey()).toBe('query-cache:2:20001');
    storage.set('userAccountID', 20002);
    expect(accountCacheKey()).toBe('query-cache:2:20002');
  });

  it('keeps only successful answers, not the brand, for a week, busted per build', async () => {
    const options = persistOptions();
    expect(options.maxAge).toBe(PERSIST_MAX_AGE_MS);
    expect(options.buster).toBe(buildId());
    const client = new QueryClient();
    client.setQueryData(['wallets', 'seen'], { data: [], cachedAt: null });
    client.setQueryData(['whitelabel'], { merchant_name: 'Paydesk' });
    await client
      .fetchQuery({
        queryKey: ['overview', 'failing'],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
      })
      .catch(() => undefined);
    const keep = options.dehydrateOptions!.shouldDehydrateQuery!;
    const kept = client
      .getQueryCache()
      .getAll()
      .filter((q) => keep(q))
      .map((q) => q.queryKey[0]);
    expect(kept).toEqual(['wallets']);
  });
});
