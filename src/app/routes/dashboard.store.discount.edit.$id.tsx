import { createFileRoute } from '@tanstack/react-router';
import { StoreDiscountsScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/discount/edit/$id')({ component: StoreDiscountEditRoute });

function StoreDiscountEditRoute() {
  return <StoreDiscountsScreen path="/dashboard/store/discount/edit/$id" />;
}
