import { createFileRoute } from '@tanstack/react-router';
import { BankAccountSettingsScreen } from '../features/settings/bank-accounts-screen';

export const Route = createFileRoute('/dashboard/settings/bankaccount')({ component: BankAccountSettingsScreen });
