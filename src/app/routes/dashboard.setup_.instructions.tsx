import { createFileRoute } from '@tanstack/react-router';
import { SetupInstructionsScreen } from '../features/onboarding/setup-screens';

export const Route = createFileRoute('/dashboard/setup_/instructions')({ component: SetupInstructionsScreen });
