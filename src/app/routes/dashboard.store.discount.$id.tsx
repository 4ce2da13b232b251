import { createFileRoute } from '@tanstack/react-router';
import { couponQuery } from '../queries/store-promotions';
import { DiscountDetailScreen } from '../features/store/discounts/discounts-screens';
import { ensureRecord } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/discount/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, couponQuery, 10),
  component: StoreDiscountRoute,
});

function StoreDiscountRoute() {
  const { id } = Route.useParams();
  return <DiscountDetailScreen id={id} />;
}
