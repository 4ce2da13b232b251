import { createFileRoute } from '@tanstack/react-router';
import { parseOverviewSearch } from '../features/overview/search';
import { OverviewTotalScreen } from '../features/overview/overview-total';

export const Route = createFileRoute('/dashboard/overview_/total')({
  validateSearch: parseOverviewSearch,
  component: OverviewTotalScreen,
});
