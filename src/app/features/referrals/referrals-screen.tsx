import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { referralLinkOf } from '../../../contract/referral-code';
import { REFERRAL_STATUS_LABELS, type ReferralSummary } from '../../../contract/referrals';
import { REFERRALS_HEADINGS } from './headings';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { referralSummaryQuery, referralsQuery } from '../../queries/referrals';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/detail-list';
import { LinkShare } from '../../ui/link-share';
import { ListScreen } from '../../ui/list-screen';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge, toneOfStatus } from '../../ui/status-badge';
import { toast } from '../../ui/toast';
import './referrals.css';

/** referrals: the business's referral code and link to copy and share, its referred businesses and earnings. */
export function ReferralsScreen() {
  return (
    <ListScreen
      heading={REFERRALS_HEADINGS['/dashboard/referrals']}
      before={<ReferralInvite />}
      title="Referred businesses"
      what="referred businesses"
      query={referralsQuery}
      rows={(data) => data.referrals}
      columns={[
        { key: 'name', header: 'Business', primary: true, cell: (row) => row.business_name },
        { key: 'date', header: 'Date joined', cell: (row) => formatDate(row.date_created) },
        {
          key: 'status',
          header: 'Status',
          cell: (row) => (
            <StatusBadge
              label={REFERRAL_STATUS_LABELS[row.status]}
              tone={row.status === 'activated' ? toneOfStatus('active') : 'info'}
            />
          ),
        },
        {
          key: 'reward',
          header: 'Earnings',
          align: 'end',
          cell: (row) => (row.reward > 0 ? formatMoney(row.reward, row.currency) : 'When they go live'),
        },
      ]}
      rowKey={(row) => row.id}
      searchLabel="Search referred businesses"
      emptyTitle="No referred businesses yet"
      emptyBody={<p>Share your link: businesses that sign up with it show here, and you earn when they go live.</p>}
    />
  );
}

function ReferralInvite() {
  return (
    <QueryBoundary what="your referral link" pending={<Skeleton lines={3} label="Loading your referral link" />}>
      <ReferralSummaryPanels />
    </QueryBoundary>
  );
}

function ReferralSummaryPanels() {
  const { data } = useSuspenseQuery(referralSummaryQuery());
  return <InvitePanels summary={data} />;
}

function InvitePanels({ summary }: { summary: ReferralSummary }) {
  const [copied, setCopied] = useState(false);
  const link = referralLinkOf(window.location.origin, summary.referral_code);
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(summary.referral_code);
      setCopied(true);
      toast.success('Referral code copied.');
    } catch {
      toast.error(`Could not copy. Your code is ${summary.referral_code}.`);
    }
  };
  return (
    <div className="referrals-top">
      <Panel title="Invite a business">
        <p className="referrals-muted">
          Businesses that sign up with your link or code are yours; you earn a reward when each goes live.
        </p>
        <div className="referrals-code">
          <p>
            <span className="referrals-code-label">Your referral code</span>
            <strong>{summary.referral_code}</strong>
          </p>
          <Button variant="secondary" onClick={() => void copyCode()}>
            {copied ? 'Code copied' : 'Copy code'}
          </Button>
        </div>
        <LinkShare
          url={link}
          title="Join me on the dashboard"
          text={`Sign up with my referral code ${summary.referral_code}.`}
          label="Your referral link"
          copiedMessage="Referral link copied."
        />
      </Panel>
      <Panel title="Earnings">
        <dl className="referrals-stats">
          <div>
            <dt>Referred businesses</dt>
            <dd>{summary.referred}</dd>
          </div>
          <div>
            <dt>Live</dt>
            <dd>{summary.activated}</dd>
          </div>
          <div>
            <dt>Total earned</dt>
            <dd>{formatMoney(summary.total_earned, summary.currency)}</dd>
          </div>
        </dl>
      </Panel>
    </div>
  );
}
