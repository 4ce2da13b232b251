import { createFileRoute } from '@tanstack/react-router';
import { couponQuery } from '../queries/store-promotions';
import { DiscountEditScreen } from '../features/store/discounts/discount-form';
import { ensureRecord } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/discount/edit/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, couponQuery, 10),
  component: StoreDiscountEditRoute,
});

function StoreDiscountEditRoute() {
  const { id } = Route.useParams();
  return <DiscountEditScreen id={id} />;
}
