import { createFileRoute } from '@tanstack/react-router';
import { rollingReserveQuery } from '../features/balance/api';
import { RollingReserveScreen } from '../features/balance/balance-screens';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/balance/rollingreserve')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(rollingReserveQuery())),
  component: RollingReserveScreen,
});
