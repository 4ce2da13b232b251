import { createFileRoute } from '@tanstack/react-router';
import { StoreCustomersScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/customers')({ component: StoreCustomersScreen });
