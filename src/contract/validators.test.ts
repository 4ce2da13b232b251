import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginRequest, TokensCreateRequest } from './auth';
import { lastViewedPageFor } from './last-viewed';
import { businessTypeOf, preferenceInt } from './merchant';
import { loginErrorOutcome, MESSAGES } from './messages';
import { isAccountCreator, isAdminRole, isApproverRole, isOperationsRole } from './roles';
import { digitsOnly, isFullname, requiredCheck } from './validators';

describe('requiredCheck (spec 1 §5)', () => {
  it.each([[''], [0], ['0'], ['blank'], ['Blank'], [undefined], [null]])('%s is empty', (value) => {
    expect(requiredCheck('Email', value)).toBe('Email is empty');
  });
  it('whitespace only is invalid', () => {
    expect(requiredCheck('Password', '   ')).toBe('Password is invalid');
  });
  it('anything else passes', () => {
    expect(requiredCheck('Name', 'Ada')).toBeNull();
    expect(requiredCheck('Amount', 5)).toBeNull();
  });
});

describe('login request schema', () => {
  const message = (input: unknown) => {
    const result = v.safeParse(LoginRequest, input);
    return result.success ? null : result.issues[0].message;
  };
  it('gives the spec messages', () => {
    expect(message({ identifier: '', password: 'x' })).toBe('Email is empty');
    expect(message({ identifier: 'a@b.co', password: '' })).toBe('Password is empty');
    expect(message({ identifier: 'not-an-email', password: 'x' })).toBe('Email is invalid');
    expect(message({ password: 'x' })).toBe('Email is empty');
    expect(message({ identifier: 7, password: 'x' })).toBe('Email is invalid');
  });
  it('normalises the email', () => {
    expect(v.parse(LoginRequest, { identifier: ' A@B.Co ', password: 'x' }).identifier).toBe('a@b.co');
  });
});

describe('one-time codes', () => {
  it('keep digits only', () => {
    expect(digitsOnly('12a 3-45')).toBe('12345');
    expect(v.parse(TokensCreateRequest, { account: 1, rave_otp: '12 34 56' }).rave_otp).toBe('123456');
  });
});

describe('login error outcomes (spec 1 §8)', () => {
  it('maps the server messages', () => {
    expect(loginErrorOutcome('Error: Email does not exist')).toEqual({
      kind: 'message',
      message: 'Email does not exist',
    });
    expect(loginErrorOutcome('Error: Sorry, incorrect email or password. Please check and try again')).toEqual({
      kind: 'message',
      message: 'Incorrect Email or Password',
    });
    expect(loginErrorOutcome('User does not have access')).toEqual({ kind: 'deleted' });
    expect(loginErrorOutcome('Something else')).toEqual({ kind: 'message', message: 'Something else' });
    expect(loginErrorOutcome(undefined)).toEqual({ kind: 'message', message: MESSAGES.serviceUnavailable });
  });
});

describe('last viewed page', () => {
  it('stores list pages and falls back to transactions for the rest', () => {
    expect(lastViewedPageFor('overview')).toBe('overview');
    expect(lastViewedPageFor('balance/settlements')).toBe('balance/settlements');
    expect(lastViewedPageFor('transactions', '42')).toBe('transactions/all');
    expect(lastViewedPageFor('compliance')).toBe('transactions/all');
    expect(lastViewedPageFor('login')).toBe('transactions/all');
  });
});

describe('roles (spec 1 §6)', () => {
  it('knows admins, operations and approvers', () => {
    expect(['Owner', 'Admin', 'v2-Admin'].every(isAdminRole)).toBe(true);
    expect(isAdminRole('User')).toBe(false);
    expect(isOperationsRole('v2-Operations')).toBe(true);
    expect(isApproverRole('v2-User')).toBe(false);
    expect(isAccountCreator(null)).toBe(true);
    expect(isAccountCreator(2)).toBe(false);
  });
});

describe('merchant helpers', () => {
  it('reads the business type with business as default', () => {
    expect(businessTypeOf([])).toBe('business');
    expect(businessTypeOf([{ name: 'business_type', value: 'individual' }])).toBe('individual');
    expect(businessTypeOf([{ name: 'business_type', value: 'weird' }])).toBe('business');
  });
  it('parses numeric preferences as integers', () => {
    const prefs = [
      { setting_name: 'rolling_reserve_rate', preference_value: '5' },
      { setting_name: 'x', preference_value: 'abc' },
    ];
    expect(preferenceInt(prefs, 'rolling_reserve_rate')).toBe(5);
    expect(preferenceInt(prefs, 'x')).toBeNull();
    expect(preferenceInt(prefs, 'missing')).toBeNull();
  });
  it('checks full names', () => {
    expect(isFullname('Ada Okafor')).toBe(true);
    expect(isFullname('Ada')).toBe(false);
  });
});
