import { createFileRoute } from '@tanstack/react-router';
import { DiscountEditScreen } from '../features/store/discounts/discount-form';

export const Route = createFileRoute('/dashboard/store/discount/edit/$id')({ component: StoreDiscountEditRoute });

function StoreDiscountEditRoute() {
  const { id } = Route.useParams();
  return <DiscountEditScreen id={id} />;
}
