import { createFileRoute } from '@tanstack/react-router';
import { RollingReserveScreen } from '../features/balance/balance-screens';

export const Route = createFileRoute('/dashboard/balance/rollingreserve')({ component: RollingReserveScreen });
