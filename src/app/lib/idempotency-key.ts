import { useCallback, useState } from 'react';

/** An idempotency key made when the user acts: 32 url-safe characters. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * One key per user action (DESIGN §7): the same key for every send of one action (a double tap, a
 * retry after a lost answer, the code typed again), a new one once the action succeeded.
 */
export function useActionKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
