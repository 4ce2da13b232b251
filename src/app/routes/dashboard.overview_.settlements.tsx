import { createFileRoute } from '@tanstack/react-router';
import { parseOverviewSearch } from '../features/overview/search';
import { OverviewSettlementsScreen } from '../features/overview/overview-settlements';

export const Route = createFileRoute('/dashboard/overview_/settlements')({
  validateSearch: parseOverviewSearch,
  component: OverviewSettlementsScreen,
});
