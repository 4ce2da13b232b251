import { createFileRoute } from '@tanstack/react-router';
import { StoreProductDetail } from '../features/store/product-screens';

export const Route = createFileRoute('/dashboard/store/products_/$id')({ component: StoreProductsIdRoute });

function StoreProductsIdRoute() {
  const { id } = Route.useParams();
  return <StoreProductDetail id={id} />;
}
