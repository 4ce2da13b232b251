import { createFileRoute } from '@tanstack/react-router';
import { BankAccountSettingsScreen } from '../features/settings/settings-screens';

export const Route = createFileRoute('/dashboard/settings/bankaccount')({ component: BankAccountSettingsScreen });
