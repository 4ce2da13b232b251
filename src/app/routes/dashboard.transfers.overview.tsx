import { createFileRoute } from '@tanstack/react-router';
import { TransfersOverviewScreen } from '../features/transfers/transfers-screens';

export const Route = createFileRoute('/dashboard/transfers/overview')({ component: TransfersOverviewScreen });
