import { createFileRoute } from '@tanstack/react-router';
import { OverviewCustomersScreen } from '../features/overview/overview-screens';

export const Route = createFileRoute('/dashboard/overview_/customers')({ component: OverviewCustomersScreen });
