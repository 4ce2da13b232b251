import { createFileRoute } from '@tanstack/react-router';
import { merchantKeysQuery } from '../features/settings/api';
import { ApiSettingsScreen } from '../features/settings/api-keys-screen';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/settings/apis')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(merchantKeysQuery())),
  component: ApiSettingsScreen,
});
