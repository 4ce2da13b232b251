import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { PaymentLink } from '../../../contract/areas';
import { formatMoney } from '../../lib/money';
import { linkPaymentsQuery, publicLinkUrl } from '../../queries/payment-links';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { QrCode } from '../../ui/qr-code';
import { Skeleton } from '../../ui/skeleton';
import { activeLinksQuery } from './api';
import { useScreenWakeLock } from './wake-lock';
import './salesmode.css';

type CounterLink = v.InferOutput<typeof PaymentLink>;

/** A swipe shorter than this (CSS pixels) is a tap, not a move to another link. */
const SWIPE_MIN_PX = 50;

/**
 * One link at the counter: its title and amount large, its QR code, and the payment arriving on it.
 * Its payments are asked for every few seconds while shown; one newer than the newest when the link was
 * put on screen is shown large and announced to screen readers.
 */
export function SalesCounter({ link }: { link: CounterLink }) {
  const payments = useQuery(linkPaymentsQuery(link.id, 1, true));
  // The newest payment when the link was put on screen: only later ones are "arriving".
  const [seenAtOpen, setSeenAtOpen] = useState<number | null | undefined>(undefined);
  const newest = payments.data?.payments[0];
  useEffect(() => {
    if (seenAtOpen === undefined && payments.data) setSeenAtOpen(payments.data.payments[0]?.id ?? null);
  }, [payments.data, seenAtOpen]);
  const arrived = newest && seenAtOpen !== undefined && newest.id !== seenAtOpen ? newest : null;
  const url = publicLinkUrl(link);
  return (
    <div className="sales-counter-link">
      <h2 className="sales-counter-title">{link.title}</h2>
      <p className="sales-counter-amount">
        {link.amount === null ? 'Pay any amount' : formatMoney(link.amount, link.currency)}
      </p>
      <QrCode className="sales-counter-qr" value={url} label={`QR code to pay ${link.title}`} />
      <p className="sales-counter-url">{url}</p>
      <p
        className="sales-counter-latest"
        aria-live="polite"
        data-fresh={arrived ? 'true' : 'false'}
        data-watching={seenAtOpen === undefined ? 'false' : 'true'}
      >
        {arrived
          ? `Paid: ${formatMoney(arrived.amount, arrived.currency)}${arrived.customer_name ? ` by ${arrived.customer_name}` : ''}`
          : payments.isError
            ? 'Payments cannot be checked right now. Retrying…'
            : 'Waiting for a payment…'}
      </p>
    </div>
  );
}

/**
 * salesmode: the business's active payment links as big QR codes for a shop counter, one at a time
 * (arrows, arrow keys or a swipe move between them), with the screen kept awake.
 */
export function SalesModeScreen() {
  const links = useQuery(activeLinksQuery());
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const exitRef = useRef<HTMLAnchorElement>(null);
  const swipeFrom = useRef<number | null>(null);
  useScreenWakeLock();
  const list = links.data?.payment_links ?? [];
  const count = list.length;
  const shown = count > 0 ? list[Math.min(index, count - 1)] : undefined;
  const move = (step: number) => {
    if (count > 1) setIndex((i) => (Math.min(i, count - 1) + step + count) % count);
  };

  useEffect(() => {
    exitRef.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') void navigate({ to: '/dashboard/overview' });
      else if (e.key === 'ArrowRight') move(1);
      else if (e.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className="sales-counter" role="dialog" aria-modal="true" aria-labelledby="sales-mode-title">
      <div className="sales-counter-bar">
        <h1 id="sales-mode-title" className="sales-counter-heading">
          Sales mode
        </h1>
        <Link ref={exitRef} to="/dashboard/overview" className="button sales-counter-exit" data-variant="secondary">
          Exit sales mode
        </Link>
      </div>
      {links.isPending ? (
        <Skeleton lines={4} label="Loading your payment links" />
      ) : links.isError ? (
        <ErrorState error={links.error} what="your payment links" onRetry={() => void links.refetch()} />
      ) : !shown ? (
        <div className="sales-counter-empty">
          <h2 className="sales-counter-title">No active payment links</h2>
          <p>Create a payment link to show its QR code at your counter.</p>
          <Link to="/dashboard/payments/links" className="button" data-variant="primary">
            Go to payment links
          </Link>
        </div>
      ) : (
        <section
          className="sales-counter-stage"
          aria-roledescription="carousel"
          aria-label="Payment links"
          onPointerDown={(e) => {
            swipeFrom.current = e.clientX;
          }}
          onPointerUp={(e) => {
            if (swipeFrom.current === null) return;
            const dx = e.clientX - swipeFrom.current;
            swipeFrom.current = null;
            if (Math.abs(dx) >= SWIPE_MIN_PX) move(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          <SalesCounter key={shown.id} link={shown} />
          {count > 1 ? (
            <div className="sales-counter-nav">
              <Button variant="secondary" onClick={() => move(-1)} aria-label="Previous link">
                ←
              </Button>
              <span className="sales-counter-position">
                {Math.min(index, count - 1) + 1} of {count}
              </span>
              <Button variant="secondary" onClick={() => move(1)} aria-label="Next link">
                →
              </Button>
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}
