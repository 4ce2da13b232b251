import { describe, expect, it } from 'vitest';
import { routeVisitOf } from './route-visit';

describe('routeVisitOf', () => {
  it('names the route below /dashboard without param segments and keeps the id', () => {
    expect(routeVisitOf('/dashboard/overview', {})).toEqual({ name: 'overview' });
    expect(routeVisitOf('/dashboard/transactions/$id', { id: '42' })).toEqual({ name: 'transactions', id: '42' });
    expect(routeVisitOf('/dashboard/transfers/bulk/$entity', { entity: 'x' })).toEqual({ name: 'transfers/bulk' });
    expect(routeVisitOf('/dashboard/', {})).toBeNull();
  });
});
