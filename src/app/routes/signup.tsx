import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignupScreen } from '../features/auth/signup-screen';

/** ?ref=: the referral code a referral link carries into sign-up. */
const SignupSearch = v.object({ ref: v.optional(v.pipe(v.string(), v.maxLength(16)), undefined) });

export const Route = createFileRoute('/signup')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SignupSearch, search);
    return parsed.success ? parsed.output : {};
  },
  component: SignupRoute,
});

function SignupRoute() {
  const { ref } = Route.useSearch();
  return <SignupScreen referralCode={ref} />;
}
