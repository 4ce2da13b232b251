import type { ReactNode } from 'react';
import { ONBOARDING_HEADINGS } from './headings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { readSessionSnapshot } from '../../lib/session';
import { Panel } from '../../ui/detail-list';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { settlementAccountsQuery } from '../../queries/settlement-accounts';
import { complianceStatusQuery } from '../../queries/compliance-status';

interface Step {
  title: string;
  done: boolean;
  detail: string;
  link?: {
    label: string;
    to: '/dashboard/settings/bankaccount' | '/dashboard/settings/general' | '/dashboard/setup/instructions';
  };
}

/** setup and onboarding: the steps to start collecting payments, and which are done. */
export function SetupScreen({ path = '/dashboard/setup' }: { path?: '/dashboard/setup' | '/dashboard/onboarding' }) {
  const loading = <Skeleton lines={4} label="Loading your setup" />;
  return (
    <div className="screen">
      <PageHeader {...ONBOARDING_HEADINGS[path]} />
      <QueryBoundary what="your setup" pending={loading}>
        <ComplianceKnown>
          <QueryBoundary what="your bank accounts" pending={loading}>
            <SetupSteps />
          </QueryBoundary>
        </ComplianceKnown>
      </QueryBoundary>
    </div>
  );
}

/** Its children once the compliance status is known: a failure there is 'your setup', a bank one its own. */
function ComplianceKnown({ children }: { children: ReactNode }) {
  useSuspenseQuery(complianceStatusQuery());
  return children;
}

function SetupSteps() {
  const compliance = useSuspenseQuery(complianceStatusQuery());
  const banks = useSuspenseQuery(settlementAccountsQuery());
  const session = readSessionSnapshot();
  const steps: Step[] = [
    {
      title: 'Add a bank account',
      done: banks.data.length > 0,
      detail: 'Where we pay your settlements.',
      link: { label: 'Bank account', to: '/dashboard/settings/bankaccount' },
    },
    {
      title: 'Tell us about your business',
      done: compliance.data.filled,
      detail: 'Your business information and documents.',
      link: { label: 'Business profile', to: '/dashboard/settings/general' },
    },
    {
      title: 'Get verified',
      done: compliance.data.compliance_status === 'AA',
      detail:
        compliance.data.compliance_status === 'RE'
          ? 'Your documents need to be sent again.'
          : 'We review your documents, usually within a day or two.',
    },
    {
      title: 'Go live',
      done: session.isLive,
      detail: 'Switch to live mode to accept real payments.',
      link: { label: 'Integration steps', to: '/dashboard/setup/instructions' },
    },
  ];
  const done = steps.filter((step) => step.done).length;
  return (
    <Panel title={`${done} of ${steps.length} steps done`}>
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.title} className="setup-step">
            <div>
              <p className="setup-step-title">{step.title}</p>
              <p className="text-secondary text-small">{step.detail}</p>
              {step.link && !step.done ? (
                <Link to={step.link.to} className="touch-link">
                  {step.link.label}
                </Link>
              ) : null}
            </div>
            <StatusBadge label={step.done ? 'Done' : 'To do'} tone={step.done ? 'success' : 'warning'} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** setup/instructions: how to integrate payments. */
export function SetupInstructionsScreen() {
  return (
    <div className="screen">
      <PageHeader {...ONBOARDING_HEADINGS['/dashboard/setup/instructions']} />
      <Panel title="1. Get your API keys">
        <p>Your public and secret keys identify your business. Keep the secret key on your server only.</p>
        <Link to="/dashboard/settings/apis" className="touch-link">
          See your API keys
        </Link>
      </Panel>
      <Panel title="2. Add checkout to your site">
        <p>Start a payment from your server with your secret key, then send your customer to the checkout page.</p>
      </Panel>
      <Panel title="3. Listen for webhooks">
        <p>We notify your server when a payment succeeds, so you can confirm the order.</p>
        <Link to="/dashboard/settings/webhooks" className="touch-link">
          Set up webhooks
        </Link>
      </Panel>
      <Panel title="No website?">
        <p>Share a payment link or an invoice instead.</p>
        <ul className="link-list">
          <li>
            <Link to="/dashboard/payments/links">Payment links</Link>
          </li>
          <li>
            <Link to="/dashboard/invoices/list">Invoices</Link>
          </li>
        </ul>
      </Panel>
    </div>
  );
}
