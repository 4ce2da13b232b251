import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard/chargebacks opens the default tab, pending (spec 1 §2). */
export const Route = createFileRoute('/dashboard/chargebacks/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/chargebacks/$tab', params: { tab: 'pending' }, replace: true });
  },
});
