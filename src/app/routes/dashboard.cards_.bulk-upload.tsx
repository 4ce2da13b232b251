import { createFileRoute } from '@tanstack/react-router';
import { CardsBulkUploadScreen } from '../features/cards/bulk-upload';
import { requireLiveKeys } from '../lib/route-guards';

export const Route = createFileRoute('/dashboard/cards_/bulk-upload')({
  beforeLoad: requireLiveKeys,
  component: CardsBulkUploadScreen,
});
