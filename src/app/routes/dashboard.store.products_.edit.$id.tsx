import { createFileRoute } from '@tanstack/react-router';
import { ProductEditScreen } from '../features/store/product-form';
import { awaitScreenData, recordId } from '../queries/screen-data';
import { storeCategoriesQuery, storeProductDetailQuery } from '../queries/store';

export const Route = createFileRoute('/dashboard/store/products_/edit/$id')({
  // The product the address names (a malformed id asks nothing) and the categories the form offers.
  loader: ({ context, params }) => {
    const id = recordId(params.id, 10);
    return awaitScreenData(
      context.queryClient.ensureQueryData(storeCategoriesQuery()),
      ...(id === null ? [] : [context.queryClient.ensureQueryData(storeProductDetailQuery(id))]),
    );
  },
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  return <ProductEditScreen id={id} />;
}
