import type { Tone } from '../../contract/rules';
import './data.css';

export type BadgeTone = Tone | 'neutral';

const SUCCESS = ['successful', 'success', 'paid', 'active', 'completed', 'delivered', 'won', 'published', 'repaid'];
const WARNING = [
  'pending',
  'due',
  'new',
  'pending-hook',
  'initiated',
  'response-pending',
  'scheduled',
  'upcoming',
  'draft',
];
const DANGER = ['failed', 'cancelled', 'lost', 'rejected', 'overdue', 'terminated', 'inactive', 'past_due'];

/** The colour of a raw status string (labels come from the contract's label functions). */
export function toneOfStatus(status: string): BadgeTone {
  const s = status.toLowerCase();
  if (SUCCESS.includes(s)) return 'success';
  if (WARNING.includes(s) || s.startsWith('pending')) return 'warning';
  if (DANGER.includes(s) || s.startsWith('failed')) return 'danger';
  return 'info';
}

export interface StatusBadgeProps {
  label: string;
  tone?: BadgeTone;
}

export function StatusBadge({ label, tone = 'neutral' }: StatusBadgeProps) {
  return (
    <span className="status-badge" data-tone={tone}>
      {label}
    </span>
  );
}

/** A badge for a plain status: the status capitalised, coloured by its meaning. */
export function PlainStatus({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1).replace(/[-_]/g, ' ');
  return <StatusBadge label={label} tone={toneOfStatus(status)} />;
}
