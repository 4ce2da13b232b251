import { createFileRoute } from '@tanstack/react-router';
import { SetupScreen } from '../features/onboarding/setup-screens';

export const Route = createFileRoute('/dashboard/onboarding')({ component: OnboardingRoute });

function OnboardingRoute() {
  return <SetupScreen path="/dashboard/onboarding" />;
}
