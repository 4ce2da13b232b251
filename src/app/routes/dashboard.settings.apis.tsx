import { createFileRoute } from '@tanstack/react-router';
import { ApiSettingsScreen } from '../features/settings/settings-screens';

export const Route = createFileRoute('/dashboard/settings/apis')({ component: ApiSettingsScreen });
