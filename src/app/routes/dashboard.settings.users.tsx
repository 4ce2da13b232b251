import { createFileRoute } from '@tanstack/react-router';
import { UsersSettingsScreen } from '../features/settings/settings-screens';

export const Route = createFileRoute('/dashboard/settings/users')({ component: UsersSettingsScreen });
