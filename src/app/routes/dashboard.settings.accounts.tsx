import { createFileRoute } from '@tanstack/react-router';
import { AccountsSettingsScreen } from '../features/settings/settings-screens';

export const Route = createFileRoute('/dashboard/settings/accounts')({ component: AccountsSettingsScreen });
