import { createFileRoute } from '@tanstack/react-router';
import { SetupScreen } from '../features/onboarding/setup-screens';
import { complianceStatusQuery } from '../queries/compliance-status';
import { awaitScreenData } from '../queries/screen-data';
import { settlementAccountsQuery } from '../queries/settlement-accounts';

export const Route = createFileRoute('/dashboard/onboarding')({
  // The steps' two answers: the compliance status and the settlement accounts.
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient.ensureQueryData(complianceStatusQuery()),
      context.queryClient.ensureQueryData(settlementAccountsQuery()),
    ),
  component: OnboardingRoute,
});

function OnboardingRoute() {
  return <SetupScreen path="/dashboard/onboarding" />;
}
