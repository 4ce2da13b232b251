import { createFileRoute } from '@tanstack/react-router';
import { OverviewSettlementsScreen } from '../features/overview/overview-screens';

export const Route = createFileRoute('/dashboard/overview_/settlements')({ component: OverviewSettlementsScreen });
