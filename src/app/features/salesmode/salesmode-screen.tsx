import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { linkPath } from '../../../contract/links-plans';
import { SALESMODE_HEADINGS } from '../../../contract/salesmode-headings';
import { formatMoney } from '../../lib/money';
import { linkPaymentsQuery, paymentLinkDetailQuery, publicLinkUrl } from '../../queries/payment-links';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { QrCode } from '../../ui/qr-code';
import { Skeleton } from '../../ui/skeleton';
import { PlainStatus } from '../../ui/status-badge';
import { activeLinksQuery } from './api';
import './salesmode.css';

interface CounterProps {
  linkId: number;
  onClose: () => void;
}

/**
 * One link as a full-screen QR code for a shop counter. Its payments are asked for every few seconds
 * while the screen is shown; a payment newer than the newest one when the counter opened is shown
 * large and announced to screen readers.
 */
export function SalesCounter({ linkId, onClose }: CounterProps) {
  const link = useQuery(paymentLinkDetailQuery(linkId));
  const payments = useQuery(linkPaymentsQuery(linkId, 1, true));
  const counterRef = useRef<HTMLDivElement>(null);
  // The newest payment when the counter opened: only later ones are "arriving".
  const [seenAtOpen, setSeenAtOpen] = useState<number | null | undefined>(undefined);
  const newest = payments.data?.payments[0];
  useEffect(() => {
    if (seenAtOpen === undefined && payments.data) setSeenAtOpen(payments.data.payments[0]?.id ?? null);
  }, [payments.data, seenAtOpen]);
  useEffect(() => {
    counterRef.current?.querySelector<HTMLButtonElement>('[data-counter-close]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const arrived = newest && seenAtOpen !== undefined && newest.id !== seenAtOpen ? newest : null;

  return (
    <div
      ref={counterRef}
      className="sales-counter"
      role="dialog"
      aria-modal="true"
      aria-labelledby="sales-counter-title"
    >
      {link.isPending ? (
        <Skeleton lines={3} label="Loading the payment link" />
      ) : link.isError ? (
        <ErrorState error={link.error} what="the payment link" onRetry={() => void link.refetch()} />
      ) : (
        <>
          <h1 id="sales-counter-title" className="sales-counter-title">
            {link.data.title}
          </h1>
          <p className="sales-counter-amount">
            {link.data.amount === null ? 'Pay any amount' : formatMoney(link.data.amount, link.data.currency)}
          </p>
          {link.data.status === 'inactive' ? (
            <p>
              <PlainStatus status="inactive" /> Customers cannot pay this link until it is enabled.
            </p>
          ) : null}
          <QrCode
            className="sales-counter-qr"
            value={publicLinkUrl(link.data)}
            label={`QR code to pay ${link.data.title}`}
          />
          <p className="sales-counter-url">{publicLinkUrl(link.data)}</p>
        </>
      )}
      <p className="sales-counter-latest" aria-live="polite" data-fresh={arrived ? 'true' : 'false'}>
        {arrived
          ? `Paid: ${formatMoney(arrived.amount, arrived.currency)}${arrived.customer_name ? ` by ${arrived.customer_name}` : ''}`
          : 'Waiting for a payment…'}
      </p>
      <Button data-counter-close variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}

/** salesmode: sell in person by showing one of your payment links as a QR code at the counter. */
export function SalesModeScreen() {
  const [showing, setShowing] = useState<number | null>(null);
  return (
    <div className="screen">
      <PageHeader {...SALESMODE_HEADINGS['/dashboard/salesmode']} />
      <PagedList
        title="Your payment links"
        what="payment links"
        query={activeLinksQuery}
        rows={(data) => data.payment_links}
        columns={[
          {
            key: 'title',
            header: 'Title',
            primary: true,
            // A plain link rather than the row's: the whole-row link would cover the Show button.
            cell: (row) => (
              <Link to="/dashboard/payments/links/$id" params={{ id: String(row.id) }}>
                {row.title}
              </Link>
            ),
          },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (row) => (row.amount === null ? 'Customer decides' : formatMoney(row.amount, row.currency)),
          },
          { key: 'link', header: 'Link', cell: (row) => linkPath(row) },
          { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
          {
            key: 'show',
            header: 'Counter',
            cell: (row) => (
              <Button
                variant="secondary"
                onClick={() => setShowing(row.id)}
                aria-label={`Show ${row.title} at the counter`}
              >
                Show QR code
              </Button>
            ),
          },
        ]}
        rowKey={(row) => row.id}
        searchLabel="Search payment links"
        emptyTitle="No payment links yet"
        emptyBody={<p>Create a payment link to sell in person.</p>}
      />
      {showing !== null ? <SalesCounter linkId={showing} onClose={() => setShowing(null)} /> : null}
    </div>
  );
}
