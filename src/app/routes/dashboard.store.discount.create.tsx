import { createFileRoute } from '@tanstack/react-router';
import { StoreDiscountsScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/discount/create')({ component: StoreDiscountCreateRoute });

function StoreDiscountCreateRoute() {
  return <StoreDiscountsScreen path="/dashboard/store/discount/create" />;
}
