import { describe, expect, it } from 'vitest';
import { routeVisitOf } from './route-visit';

describe('routeVisitOf', () => {
  it('names the route below /dashboard without param segments and keeps the id', () => {
    expect(routeVisitOf('/dashboard/overview', {})).toEqual({ name: 'overview' });
    expect(routeVisitOf('/dashboard/transactions/$id', { id: '42' })).toEqual({ name: 'transactions', id: '42' });
    expect(routeVisitOf('/dashboard/', {})).toBeNull();
  });

  it('keeps the other params in the path, so the remembered page exists', () => {
    expect(routeVisitOf('/dashboard/transfers/bulk/$entity', { entity: 'bank' })).toEqual({
      name: 'transfers/bulk/bank',
    });
    expect(routeVisitOf('/dashboard/search/$searchString', { searchString: 'Amaka Obi' })).toEqual({
      name: 'search/Amaka%20Obi',
    });
    expect(routeVisitOf('/dashboard/customers/blacklisted/$type', { type: 'email' })).toEqual({
      name: 'customers/blacklisted/email',
    });
    // Dots are encoded too: a parameter never reads as '.' or '..'.
    expect(routeVisitOf('/dashboard/search/$searchString', { searchString: '..' })).toEqual({ name: 'search/%2E%2E' });
  });

  it('never logs no-access, nor a name too long for the log', () => {
    expect(routeVisitOf('/dashboard/no-access', {})).toBeNull();
    expect(routeVisitOf('/dashboard/search/$searchString', { searchString: 'x'.repeat(100) })).toBeNull();
  });
});
