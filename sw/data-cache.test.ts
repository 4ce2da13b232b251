import { describe, expect, it } from 'vitest';
import { keysOfUser } from './data-cache';

describe('the last-seen data at sign-out', () => {
  it("is every business's copy of the user, and none of another user's", () => {
    const kept = [
      '7:5|POST https://x/api/v2/merchant/wallets',
      '7:6|POST https://x/api/v2/merchant/wallets',
      '7:6|GET https://x/api/v2/transactions/overview?currency=NGN',
      '70:5|POST https://x/api/v2/merchant/wallets',
      'session',
    ];
    expect(keysOfUser(kept, 7)).toEqual(kept.slice(0, 3));
  });
});
