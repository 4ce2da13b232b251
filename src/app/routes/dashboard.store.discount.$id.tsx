import { createFileRoute } from '@tanstack/react-router';
import { StoreDiscountDetail } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/discount/$id')({ component: StoreDiscountDetail });
