import { createFileRoute } from '@tanstack/react-router';
import { BalanceScreen } from '../features/balance/balance-screens';

export const Route = createFileRoute('/dashboard/balance/index')({ component: BalanceScreen });
