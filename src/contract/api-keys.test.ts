import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddWhitelistIpRequest, ipFamily, isWhitelistEntry, WHITELIST_MESSAGES } from './api-keys';

describe('whitelist entries', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges', () => {
    for (const ok of [
      '203.0.113.7',
      '0.0.0.0/0',
      '10.0.0.0/8',
      '203.0.113.0/24',
      '::1',
      '::',
      '2001:db8::/32',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      'fe80::1/128',
      '::ffff:192.0.2.1',
    ]) {
      expect(isWhitelistEntry(ok), ok).toBe(true);
    }
  });

  it('refuses what is not an address or range', () => {
    for (const bad of [
      '',
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '01.2.3.4',
      '1.2.3.4/33',
      '1.2.3.4/',
      '1.2.3.4/8/8',
      '::1/129',
      '2001:db8:::1',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1.2.3.4::',
      'localhost',
      'g::1',
    ]) {
      expect(isWhitelistEntry(bad), bad).toBe(false);
    }
    expect(ipFamily('192.0.2.1')).toBe(4);
    expect(ipFamily('2001:db8::1')).toBe(6);
  });

  it('trims and lower-cases, and says what is wrong', () => {
    expect(v.parse(AddWhitelistIpRequest, { ip: ' 2001:DB8::1 ' }).ip).toBe('2001:db8::1');
    const bad = v.safeParse(AddWhitelistIpRequest, { ip: '300.1.1.1' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe(WHITELIST_MESSAGES.invalid);
    expect(v.safeParse(AddWhitelistIpRequest, { ip: 42 }).success).toBe(false);
  });
});
