import * as v from 'valibot';

/**
 * The generic required check of spec 1 §5: empty, zero, the string 0, or the
 * words blank/Blank give '{Field} is empty'; whitespace only gives '{Field} is invalid'.
 */
export function requiredCheck(field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') {
    return `${field} is empty`;
  }
  if (typeof value === 'string') {
    if (value === 'blank' || value === 'Blank') return `${field} is empty`;
    if (value.trim() === '') return `${field} is invalid`;
  }
  return null;
}

/**
 * A valibot string schema applying the required check with the spec's messages.
 * A missing or null value counts as empty, so it also says '{Field} is empty'.
 */
export const requiredString = (field: string, max = 255) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${field} is invalid`)), ''),
    v.transform((value): string => value ?? ''),
    v.check(
      (value) => requiredCheck(field, value) === null,
      (issue) => requiredCheck(field, issue.input) ?? `${field} is invalid`,
    ),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

/** Email: required with the generic check, then a real address (trimmed, lower-cased). */
export const emailField = (field = 'Email') =>
  v.pipe(requiredString(field, 254), v.trim(), v.email(`${field} is invalid`), v.toLowerCase());

/** Fullname needs a first and a last word. */
export const isFullname = (value: string): boolean => value.trim().split(/\s+/).length >= 2;

/** One-time codes accept digits only (spec 1 §5 login). */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** Passwords for new accounts and resets: 8+ characters with a letter and a digit. */
export const newPasswordField = v.pipe(
  requiredString('Password', 128),
  v.minLength(8, 'Password must be at least 8 characters'),
  v.regex(/[A-Za-z]/, 'Password must contain a letter'),
  v.regex(/\d/, 'Password must contain a number'),
);

/** A real calendar day: 2026-13-45 matches YYYY-MM-DD but makes the server's date handling throw (a 500). */
export const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
