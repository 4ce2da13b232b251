import { createFileRoute } from '@tanstack/react-router';
import { TransfersOverviewScreen } from '../features/transfers/overview';

export const Route = createFileRoute('/dashboard/transfers/overview')({ component: TransfersOverviewScreen });
