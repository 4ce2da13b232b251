import { createFileRoute } from '@tanstack/react-router';
import { StoreManageScreen } from '../features/store/store-editor';

export const Route = createFileRoute('/dashboard/store/manage')({ component: StoreManageScreen });
