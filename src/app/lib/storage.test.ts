import { describe, expect, it } from 'vitest';
import { decodeValue, encodeValue, storage } from './storage';

describe('storage', () => {
  it('stores values base64-encoded, never in clear text, and reads them back', () => {
    storage.set('companyName', 'Démo Stores Ltd ✓');
    const raw = localStorage.getItem('companyName');
    expect(raw).not.toContain('Stores');
    expect(raw).toBe(btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify('Démo Stores Ltd ✓')))));
    expect(storage.get('companyName')).toBe('Démo Stores Ltd ✓');
    expect(decodeValue(encodeValue({ a: [1, 'é'] }))).toEqual({ a: [1, 'é'] });
  });

  it('returns null for a missing, corrupt or wrongly shaped value', () => {
    expect(storage.get('appToken')).toBeNull();
    localStorage.setItem('appToken', '%%%not-base64');
    expect(storage.get('appToken')).toBeNull();
    localStorage.setItem('userAccountID', encodeValue('not a number'));
    expect(storage.get('userAccountID')).toBeNull();
  });

  it('clear keeps the white-label data unless asked otherwise', () => {
    const whiteLabel = {
      merchant_name: 'Demo Pay',
      hide_signup: true,
      primary_color: null,
      logo_url: null,
      support_email: null,
      banks_allowed: null,
      show_monthly_sale: false,
      hidden_menu: [],
    };
    storage.set('appToken', 'a');
    storage.set('refreshToken', 'r');
    storage.set('userState', 'true');
    storage.set('whiteLabel', whiteLabel);
    storage.clear();
    expect(storage.get('appToken')).toBeNull();
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('userState')).toBeNull();
    expect(storage.get('whiteLabel')).toEqual(whiteLabel);
    storage.clear(false);
    expect(storage.get('whiteLabel')).toBeNull();
  });
});
