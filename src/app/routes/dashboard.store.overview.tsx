import { createFileRoute } from '@tanstack/react-router';
import { StoreOverviewScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/overview')({ component: StoreOverviewScreen });
