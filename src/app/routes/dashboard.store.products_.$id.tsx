import { createFileRoute } from '@tanstack/react-router';
import { storeProductDetailQuery } from '../queries/store';
import { StoreProductDetail } from '../features/store/product-screens';
import { ensureRecord } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/store/products_/$id')({
  loader: ({ context, params }) => ensureRecord(context.queryClient, params.id, storeProductDetailQuery, 10),
  component: StoreProductsIdRoute,
});

function StoreProductsIdRoute() {
  const { id } = Route.useParams();
  return <StoreProductDetail id={id} />;
}
