import * as v from 'valibot';

/** The envelope of every API answer (DESIGN §4). */
export const envelope = <T extends v.GenericSchema>(data: T) =>
  v.object({
    status: v.literal('success'),
    message: v.string(),
    data,
  });

export const ErrorEnvelope = v.object({
  status: v.literal('error'),
  message: v.string(),
  /** Machine-readable reason where the app must react (UNAUTHORIZED_ACCESS, ACCOUNT_NOT_ACTIVATED ...). */
  code: v.optional(v.string()),
  data: v.optional(v.unknown()),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelope>;

/** Error codes the app branches on. Everything else is shown by its message. */
export const ERROR_CODES = {
  unauthorized: 'UNAUTHORIZED_ACCESS',
  tokenExpired: 'TOKEN_EXPIRED',
  notActivated: 'ACCOUNT_NOT_ACTIVATED',
  noAccess: 'NO_ACCESS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  validation: 'VALIDATION_ERROR',
  /** The role may not call this write (contract WRITE_ACCESS). */
  roleNotAllowed: 'ROLE_NOT_ALLOWED',
  /** A code sent to the business's owner must come with this change (a payout account). */
  stepUpRequired: 'STEP_UP_REQUIRED',
} as const;
