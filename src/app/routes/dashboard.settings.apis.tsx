import { createFileRoute } from '@tanstack/react-router';
import { ApiSettingsScreen } from '../features/settings/api-keys-screen';

export const Route = createFileRoute('/dashboard/settings/apis')({ component: ApiSettingsScreen });
