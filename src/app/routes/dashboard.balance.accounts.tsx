import { createFileRoute } from '@tanstack/react-router';
import { SettlementAccountsScreen } from '../features/balance/balance-screens';

export const Route = createFileRoute('/dashboard/balance/accounts')({ component: SettlementAccountsScreen });
