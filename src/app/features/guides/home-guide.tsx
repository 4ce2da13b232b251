import { Link } from '@tanstack/react-router';
import { readSessionSnapshot } from '../../lib/session';
import { PageHeader } from '../../ui/page-header';

const GUIDES = [
  {
    id: 1,
    title: 'Make a transfer',
    description: 'Send money from your balance to any bank account.',
    action: 'Go to transfers',
    to: '/dashboard/transfers/overview',
  },
  {
    id: 2,
    title: 'Create a customized payment link',
    description: 'Get paid without a website: share a link on chat or social media.',
    action: 'Go to payment links',
    to: '/dashboard/payments/links',
  },
  {
    id: 3,
    title: 'Create and send invoices',
    description: 'Bill your customers and see when they pay.',
    action: 'Go to invoices',
    to: '/dashboard/invoices/list',
  },
  {
    id: 4,
    title: 'Create a payment plan and subscriptions',
    description: 'Charge customers automatically every week, month or year.',
    action: 'Go to payment plans',
    to: '/dashboard/payments/plans',
  },
] as const;

/** home: the getting-started guide (spec 2 §2). */
export function HomeGuideScreen() {
  const firstName = readSessionSnapshot().user?.first_name?.trim();
  return (
    <div className="screen">
      <PageHeader
        eyebrow="Getting started"
        title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
        description="Four things most businesses do first."
      />
      <ul className="guide-grid">
        {GUIDES.map((guide) => (
          <li key={guide.id}>
            <div className="guide-card panel">
              <h2 className="panel-title">{guide.title}</h2>
              <p className="text-secondary">{guide.description}</p>
              <Link to={guide.to} className="button" data-variant="secondary">
                {guide.action}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
