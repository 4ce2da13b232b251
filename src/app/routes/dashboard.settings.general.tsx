import { createFileRoute } from '@tanstack/react-router';
import { GeneralSettingsScreen } from '../features/settings/settings-screens';

export const Route = createFileRoute('/dashboard/settings/general')({ component: GeneralSettingsScreen });
