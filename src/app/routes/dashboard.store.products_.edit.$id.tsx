import { createFileRoute } from '@tanstack/react-router';
import { ProductEditScreen } from '../features/store/product-form';

export const Route = createFileRoute('/dashboard/store/products_/edit/$id')({ component: ProductEditRoute });

function ProductEditRoute() {
  const { id } = Route.useParams();
  return <ProductEditScreen id={id} />;
}
