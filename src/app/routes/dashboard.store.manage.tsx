import { createFileRoute } from '@tanstack/react-router';
import { StoreManageScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/manage')({ component: StoreManageScreen });
