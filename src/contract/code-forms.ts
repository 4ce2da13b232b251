import * as v from 'valibot';
import { CONFIRMATION_CODE_MIN_DIGITS } from './constants';
import { digitsOnly, requiredString } from './validators';

/**
 * The code fields of the app's forms: a form leaves an empty field out, so a missing code is checked as
 * '' and gets the rule's own message rather than a type error.
 */
/* @__NO_SIDE_EFFECTS__ */ // a schema factory: lets unused schemas drop out of bundles
export const codeForm = (rules: v.GenericSchema<unknown, string>) =>
  v.pipe(
    v.object({ code: v.optional(rules, '') }),
    v.transform(({ code }) => ({ code: code ?? '' })),
  );

/** The sign-in code (spec 1 §5): required, then 4 to 8 digits. */
export const SignInCodeForm = codeForm(
  v.pipe(
    requiredString('Code', 8),
    v.transform(digitsOnly),
    v.minLength(4, 'Code is invalid'),
    v.maxLength(8, 'Code is invalid'),
  ),
);

/** Enter OTP (spec 2 §2): Confirm takes a code of at least 5 digits. */
export const OtpCodeForm = codeForm(
  v.pipe(v.string(), v.regex(/^\d+$/, 'Code is invalid'), v.minLength(CONFIRMATION_CODE_MIN_DIGITS, 'Code is invalid')),
);

/** A confirmation code (spec 2 §5): a number above zero with at least 5 digits. */
export const ConfirmationCodeForm = codeForm(
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'Code is invalid'),
    v.minLength(CONFIRMATION_CODE_MIN_DIGITS, 'Code is invalid'),
    v.check((code) => Number(code) > 0, 'Code is invalid'),
  ),
);
