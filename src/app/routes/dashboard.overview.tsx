import { createFileRoute, redirect } from '@tanstack/react-router';
import { liveWalletsQuery } from '../features/overview/api';
import { countryCurrency } from '../features/overview/filters';
import { ensureOverviewPanels } from '../features/overview/insight-queries';
import { OverviewScreen } from '../features/overview/overview-screen';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/overview')({
  validateSearch: (raw: Record<string, unknown>): { pcidss_ref?: string; from?: 'register' } => ({
    ...(typeof raw.pcidss_ref === 'string' && /^[A-Za-z0-9_-]{6,64}$/.test(raw.pcidss_ref)
      ? { pcidss_ref: raw.pcidss_ref }
      : {}),
    ...(raw.from === 'register' ? { from: 'register' as const } : {}),
  }),
  // The compliance screen replaces the overview until compliance is filled (spec 1 §2). Offline, or
  // when the status cannot load, the overview shows what it has rather than nothing.
  // from=register goes along, so the shell still opens the onboarding modal after sign-up.
  beforeLoad: async ({ context, search }) => {
    // Imported here, not at the top: the area's queries then stay out of every route's first load.
    const { complianceStatusQuery } = await import('../queries/compliance-status');
    const status = await context.queryClient.ensureQueryData(complianceStatusQuery()).catch(() => null);
    if (status && !status.filled) {
      throw redirect({ to: '/dashboard/compliance', search: search.from ? { from: search.from } : {}, replace: true });
    }
  },
  // The balances are live and shown as last seen (not suspense): their call starts here, unawaited. The
  // settlement and insight panels' data is ensured and briefly awaited.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(liveWalletsQuery());
    return awaitScreenData(...ensureOverviewPanels(context.queryClient, countryCurrency()));
  },
  component: OverviewScreen,
});
