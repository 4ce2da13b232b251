import { createFileRoute } from '@tanstack/react-router';
import { DiscountCreateScreen } from '../features/store/discounts/discount-form';

export const Route = createFileRoute('/dashboard/store/discount/create')({ component: DiscountCreateScreen });
