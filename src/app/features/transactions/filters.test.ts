import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiQuery, filtersOf, TransactionsSearch } from './filters';

describe('transactions filters', () => {
  it('drops bad URL values instead of failing the route', () => {
    const search = v.parse(TransactionsSearch, { status: 'lost', currency: 'naira', from: '2026-13', page: 2 });
    expect(filtersOf(search)).toEqual({});
    expect(search.page).toBe(2);
  });

  it('turns the filters into the API query, amounts in minor units', () => {
    const filters = filtersOf(
      v.parse(TransactionsSearch, {
        q: ' DSTX ',
        status: 'successful',
        currency: 'NGN',
        payment_type: 'card',
        from: '2026-11-01',
        to: '2026-11-23',
        min: '1,000',
        max: '2500.5',
      }),
    );
    expect(apiQuery(filters, 3, 20)).toEqual({
      page: '3',
      page_size: '20',
      q: 'DSTX',
      status: 'successful',
      currency: 'NGN',
      payment_type: 'card',
      from: '2026-11-01',
      to: '2026-11-23',
      amount_min: '100000',
      amount_max: '250050',
    });
    expect(activeFilterCount(filters)).toBe(6);
  });
});
