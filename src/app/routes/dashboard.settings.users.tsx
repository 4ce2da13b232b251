import { createFileRoute } from '@tanstack/react-router';
import { UsersSettingsScreen } from '../features/settings/team-screen';

export const Route = createFileRoute('/dashboard/settings/users')({ component: UsersSettingsScreen });
