import * as v from 'valibot';

const optionalText = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.maxLength(254))), undefined);

/** ?email= carried between the public screens (login, reset, verify, deleted). */
export const EmailSearch = v.object({ email: optionalText });
export type EmailSearch = v.InferOutput<typeof EmailSearch>;

/** /login: email prefill; capital=true when the capital route sent the user here. */
export const LoginSearch = v.object({
  email: optionalText,
  capital: v.fallback(v.optional(v.boolean()), undefined),
  /** from=register: the first sign-in after sign-up; the dashboard then offers the onboarding modal. */
  from: v.fallback(v.optional(v.picklist(['register'])), undefined),
});
export type LoginSearch = v.InferOutput<typeof LoginSearch>;
