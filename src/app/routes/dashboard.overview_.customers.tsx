import { createFileRoute } from '@tanstack/react-router';
import { parseOverviewSearch } from '../features/overview/search';
import { OverviewCustomersScreen } from '../features/overview/overview-customers';

export const Route = createFileRoute('/dashboard/overview_/customers')({
  validateSearch: parseOverviewSearch,
  component: OverviewCustomersScreen,
});
