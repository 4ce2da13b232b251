import { createFileRoute } from '@tanstack/react-router';
import { onboardingStatusQuery } from '../features/guides/api';
import { HomeGuideScreen } from '../features/guides/home-guide';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/home')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(onboardingStatusQuery())),
  component: HomeGuideScreen,
});
