import { createFileRoute } from '@tanstack/react-router';
import { isAdminRole } from '../../contract/roles';
import { webhookConfigQuery, webhookDeliveriesQuery, webhooksQuery } from '../features/settings/api';
import { WebhooksSettingsScreen } from '../features/settings/webhooks-screen';
import { readSessionSnapshot } from '../lib/session';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/settings/webhooks')({
  // The settings, the delivery log's first page and, for readers, the delivery options.
  loader: ({ context }) => {
    const { queryClient } = context;
    return awaitScreenData(
      queryClient.ensureQueryData(webhookConfigQuery()),
      queryClient.ensureQueryData(webhookDeliveriesQuery({ page: 1, q: '' })),
      ...(isAdminRole(readSessionSnapshot().role) ? [] : [queryClient.ensureQueryData(webhooksQuery())]),
    );
  },
  component: WebhooksSettingsScreen,
});
