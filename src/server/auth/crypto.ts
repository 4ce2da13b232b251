import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters: N=2^15 costs ~90 ms of CPU on the 2-core VM, slow enough for guessing, fast enough for sign-in.
const N = 32768;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, n = N): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r: R, p: P, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scryptAsync(password, salt);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, , , salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || !n) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(n));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash with a random password, compared against when the email is unknown so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
};

/** An opaque token for a session, a link or an invitation (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** A numeric one-time code. */
export const newNumericCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
