import { createFileRoute } from '@tanstack/react-router';
import { OverviewTotalScreen } from '../features/overview/overview-screens';

export const Route = createFileRoute('/dashboard/overview_/total')({ component: OverviewTotalScreen });
