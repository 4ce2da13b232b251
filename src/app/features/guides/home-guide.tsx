import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { GUIDES_HEADINGS } from './headings';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../ui/toast';
import { isApiError } from '../../lib/api-client';
import { readSessionSnapshot } from '../../lib/session';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { completeGuide, onboardingStatusQuery } from './api';

/** Where each guide's action goes (spec 2 §2: transfers, payment links, invoices, payment plans). */
const GUIDE_ACTIONS = {
  1: { action: 'Go to transfers', to: '/dashboard/transfers/overview' },
  2: { action: 'Go to payment links', to: '/dashboard/payments/links' },
  3: { action: 'Go to invoices', to: '/dashboard/invoices/list' },
  4: { action: 'Go to payment plans', to: '/dashboard/payments/plans' },
} as const;

const HEADING = GUIDES_HEADINGS['/dashboard/home'];

/** home: the greeting and the four getting-started guides (spec 2 §2, §4 guides). */
export function HomeGuideScreen() {
  const firstName = readSessionSnapshot().user?.first_name?.trim();
  return (
    <div className="screen">
      <PageHeader {...HEADING} title={firstName ? `Welcome, ${firstName}` : HEADING.title} />
      <QueryBoundary what="your guides" pending={<Skeleton lines={4} label="Loading your guides" />}>
        <Guides />
      </QueryBoundary>
    </div>
  );
}

/** The guides, each done or not; its action records it done, then goes where the guide leads. */
function Guides() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useSuspenseQuery(onboardingStatusQuery());
  const complete = useMutation({
    mutationFn: completeGuide,
    onSuccess: (answer, id) => {
      queryClient.setQueryData(onboardingStatusQuery().queryKey, answer);
      void navigate({ to: GUIDE_ACTIONS[id].to });
    },
    onError: (error) =>
      toast.error(isApiError(error) ? error.message : 'Could not save your progress. Please try again.'),
  });

  return (
    <ul className="guide-grid">
      {status.data.guides.map((guide) => {
        const done = guide.status === 'completed';
        return (
          <li key={guide.id}>
            <article className="guide-card panel" data-status={guide.status}>
              <div className="row">
                <h2 className="panel-title">{guide.title}</h2>
                {done ? <StatusBadge label="Completed" tone="success" /> : null}
              </div>
              <p className="text-secondary">{guide.description}</p>
              <Button
                variant={done ? 'secondary' : 'primary'}
                isPending={complete.isPending && complete.variables === guide.id}
                onClick={() => (done ? void navigate({ to: GUIDE_ACTIONS[guide.id].to }) : complete.mutate(guide.id))}
              >
                {done ? `Revisit: ${GUIDE_ACTIONS[guide.id].action.toLowerCase()}` : GUIDE_ACTIONS[guide.id].action}
              </Button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
