import { createFileRoute } from '@tanstack/react-router';
import { DiscountDetailScreen } from '../features/store/discounts/discounts-screens';

export const Route = createFileRoute('/dashboard/store/discount/$id')({ component: StoreDiscountRoute });

function StoreDiscountRoute() {
  const { id } = Route.useParams();
  return <DiscountDetailScreen id={id} />;
}
