import { redirect } from '@tanstack/react-router';
import { eventsAllowed, hasLiveKeys } from './guards';

/** beforeLoad of the cards routes: cards need live keys, else login (spec 1 §2). */
export function requireLiveKeys(): void {
  if (!hasLiveKeys()) throw redirect({ to: '/login', replace: true });
}

/** beforeLoad of the events routes: business types business, non-profit or events, else no-access. */
export function requireEventsBusiness(): void {
  if (!eventsAllowed()) throw redirect({ to: '/dashboard/no-access', replace: true });
}
