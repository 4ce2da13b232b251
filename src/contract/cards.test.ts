import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateCardForm, judgeCardRow } from './cards';

const ROW = {
  name_on_card: 'Ada Okafor',
  currency: 'ngn',
  amount: '1,500.50',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  postal_code: '106104',
  country: 'ng',
};

describe('a bulk row', () => {
  it('becomes a create request in minor units with the codes upper-cased', () => {
    expect(judgeCardRow(ROW)).toEqual({
      ok: true,
      request: {
        name_on_card: 'Ada Okafor',
        currency: 'NGN',
        amount: 150_050,
        billing_address: {
          street: '12 Admiralty Way',
          city: 'Lekki',
          state: 'Lagos',
          postal_code: '106104',
          country: 'NG',
        },
      },
    });
  });

  it('says why it cannot be a card', () => {
    expect(judgeCardRow({ ...ROW, amount: '' })).toMatchObject({ ok: false, error: 'Amount is required' });
    expect(judgeCardRow({ ...ROW, amount: '1.234' })).toMatchObject({ ok: false, error: 'Amount is not an amount' });
    expect(judgeCardRow({ ...ROW, amount: '0' })).toMatchObject({ ok: false, error: 'Amount must be greater than 0' });
    expect(judgeCardRow({ ...ROW, currency: 'EUR' })).toMatchObject({ error: 'Currency must be NGN or USD' });
    expect(judgeCardRow({ ...ROW, street: '' })).toMatchObject({ error: 'Street is required' });
    expect(judgeCardRow({ ...ROW, postal_code: '#' })).toMatchObject({ error: 'Postal code is invalid' });
    expect(judgeCardRow({ ...ROW, country: 'NGA' })).toMatchObject({
      error: 'Country must be a two-letter code, like NG',
    });
  });
});

describe('the create form', () => {
  it('gives the request the server takes, the address gathered', () => {
    const parsed = v.parse(CreateCardForm, { ...ROW, currency: 'USD', amount: '25' });
    expect(parsed).toMatchObject({ currency: 'USD', amount: 2_500, billing_address: { country: 'NG' } });
  });

  it('names an empty required field', () => {
    const result = v.safeParse(CreateCardForm, { currency: 'NGN' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Name on card is required');
  });
});
