import { createFileRoute } from '@tanstack/react-router';
import { ensureSetupSteps } from '../features/onboarding/setup-data';
import { SetupScreen } from '../features/onboarding/setup-screens';

export const Route = createFileRoute('/dashboard/setup')({
  loader: ({ context }) => ensureSetupSteps(context.queryClient),
  component: SetupScreen,
});
