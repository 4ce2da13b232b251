import { createFileRoute, notFound } from '@tanstack/react-router';
import { BulkUploadScreen } from '../features/transfers/bulk-upload';
import { isBulkEntity } from '../features/transfers/search';

export const Route = createFileRoute('/dashboard/transfers/bulk/$entity')({
  beforeLoad: ({ params }) => {
    if (!isBulkEntity(params.entity)) throw notFound();
  },
  component: BulkRoute,
});

function BulkRoute() {
  const { entity } = Route.useParams();
  return isBulkEntity(entity) ? <BulkUploadScreen key={entity} entity={entity} /> : null;
}
