import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { isApproverRole } from '../../../contract/roles';
import { TRANSFER_MESSAGES, type TransferListRow } from '../../../contract/transfers';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { storage } from '../../lib/storage';
import { confirmStaleApproval, describeQueueItem, useApprovalQueue, useReplayOutcomes } from '../../lib/worker-bridge';
import { queuedStateText } from './queued-state';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { OtherBusinessNote } from '../../ui/other-business-note';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { TabsNav } from '../../ui/tabs-nav';
import { pendingApprovalsListQuery } from './api';
import { ApprovalStack } from './approval-stack';
import { TRANSFER_TABS } from './transfer-columns';
import { approvalProgressText } from '../../../contract/approval-rules';
import { ModalDialog } from '../../ui/modal-dialog';
import { useDecide } from './use-decide';
import '../../ui/form-layout.css';

const useWide = () => useMediaQuery(WIDE_SCREEN);

interface PendingDecision {
  rows: TransferListRow[];
  reject: boolean;
}

/** The confirmation sheet: what will be approved or rejected, and the total. */
function DecisionSheet({
  decision,
  onClose,
  onConfirm,
  isPending,
}: {
  decision: PendingDecision | null;
  onClose: () => void;
  onConfirm: () => void;
  isPending: boolean;
}) {
  const rows = decision?.rows ?? [];
  const verb = decision?.reject ? 'Reject' : 'Approve';
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  const one = rows.length === 1 ? rows[0] : undefined;
  return (
    <ModalDialog
      isOpen={decision !== null}
      onOpenChange={(open) => !open && onClose()}
      title={one ? `${verb} this transfer?` : `${verb} ${rows.length} transfers?`}
      variant="sheet"
      role="alertdialog"
      isDismissable={!isPending}
    >
      <div className="form-stack">
        {one ? (
          <p>
            {formatMoney(one.amount, one.currency)} to {one.fullname} ({one.bank_name} · {one.account_number}).
          </p>
        ) : (
          <p>
            Total {[...totals.entries()].map(([currency, amount]) => formatMoney(amount, currency)).join(' and ')} to{' '}
            {rows.length} beneficiaries.
          </p>
        )}
        <p className="form-muted">
          {decision?.reject
            ? 'Rejected transfers are not paid and cannot be approved later.'
            : 'Approved transfers are paid from your wallet at once.'}
        </p>
        <div className="modal-dialog-actions tx-actions">
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} isPending={isPending} data-variant={decision?.reject ? 'danger' : 'primary'}>
            {verb}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** The device's decisions for this user and business that have not been sent yet. */
function useMyQueue() {
  const session = readSessionSnapshot();
  const currentAccount = storage.get('userAccountID');
  const queue = useApprovalQueue();
  const userId = session.user?.id;
  return useMemo(
    () =>
      queue.filter((item) => item.account_id === currentAccount && item.user_id === userId && item.state !== 'done'),
    [queue, currentAccount, userId],
  );
}

/** transfers/pendingapprovals: a swipeable stack on phones, a table on wider screens. */
export function PendingApprovalsScreen({ account }: { account?: number | undefined }) {
  const approver = isApproverRole(readSessionSnapshot().role);
  return (
    <div className="screen">
      <PageHeader {...TRANSFERS_HEADINGS['/dashboard/transfers/pendingapprovals']} />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <OtherBusinessNote account={account} what="its approvals" />
      {/* The device's own queue stays in sight whatever the list does: offline, failed or loading. */}
      <QueuedDecisions />
      {approver ? (
        <QueryBoundary what="pending approvals">
          <PendingApprovalsList />
        </QueryBoundary>
      ) : (
        <FormAlert tone="info">{TRANSFER_MESSAGES.approversOnly}</FormAlert>
      )}
    </div>
  );
}

/** What waits in this device's queue and what it sent, each named by what the list showed. */
function QueuedDecisions() {
  const mine = useMyQueue();
  const outcomes = useReplayOutcomes();
  const currentAccount = storage.get('userAccountID');
  // Reads the list the screen loads without asking for it (a queued transfer keeps its name offline).
  const list = useQuery({ ...pendingApprovalsListQuery(), enabled: false });
  // Names a queued decision's transfer by what the list showed ('transfer 82' once it has left it).
  const known = list.data?.transfers ?? [];
  const whatOf = (id: number) => {
    const row = known.find((r) => r.id === id);
    return row ? `${formatMoney(row.amount, row.currency)} to ${row.fullname} (transfer ${id})` : `transfer ${id}`;
  };
  const recent = outcomes.filter((item) => item.account_id === currentAccount);
  return (
    <>
      {mine.length > 0 ? (
        <section className="approval-queue-list" aria-label="Decisions waiting to be sent">
          <h2 className="paged-list-title">Waiting to be sent</h2>
          <ul>
            {mine.map((item) => (
              <li key={item.key} data-state={item.state}>
                {item.reject ? 'Reject' : 'Approve'} {whatOf(item.transfer_id)}: {describeQueueItem(item).text}
                {item.state === 'stale' ? (
                  <span className="approval-queue-actions">
                    <Button variant="secondary" onClick={() => void confirmStaleApproval(item.key, false)}>
                      Drop
                    </Button>
                    <Button onClick={() => void confirmStaleApproval(item.key, true)}>Send now</Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section className="approval-queue-list" aria-label="Sent from your queue">
          <h2 className="paged-list-title">Sent from your queue</h2>
          <ul>
            {recent.map((item) => (
              <li key={item.key} data-state="done">
                {item.reject ? 'Reject' : 'Approve'} {whatOf(item.transfer_id)}: {describeQueueItem(item).text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The transfers awaiting this approver, the selection and the decision sheet (approvers only). */
function PendingApprovalsList() {
  const list = useSuspenseQuery(pendingApprovalsListQuery());
  const mine = useMyQueue();
  const decide = useDecide();
  const wide = useWide();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const [hidden, setHidden] = useState<Set<number>>(new Set());

  const queuedState = (id: number) =>
    mine.find((item) => item.transfer_id === id)?.state as 'queued' | 'needs_sign_in' | 'stale' | undefined;
  const rows = list.data.transfers.filter((row) => !hidden.has(row.id));
  const actionable = rows.filter((row) => !queuedState(row.id));
  const chosen = actionable.filter((row) => selected.has(row.id));

  const confirm = () => {
    if (!decision) return;
    const ids = decision.rows.map((r) => r.id);
    decide.mutate(decision, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'sent') setHidden((prev) => new Set([...prev, ...ids]));
        setSelected(new Set());
        setDecision(null);
      },
      onError: () => setDecision(null),
    });
  };

  // The home-screen icon's badge follows the count seen here (the worker sets it when a push arrives).
  const pendingTotal = list.data.page_info.total;
  useEffect(() => {
    const nav = navigator as Navigator & {
      setAppBadge?: (count?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (pendingTotal > 0) void nav.setAppBadge?.(pendingTotal).catch(() => undefined);
    else void nav.clearAppBadge?.().catch(() => undefined);
  }, [pendingTotal]);

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let body: ReactNode;
  if (rows.length === 0) {
    body = (
      <EmptyState title="No transfers awaiting approval">
        <p>Transfers your team starts that need an approver will show here.</p>
      </EmptyState>
    );
  } else if (wide) {
    body = (
      <div className="approvals-wrap">
        <table className="data-list approvals-table">
          <caption className="visually-hidden">Transfers awaiting approval</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  checked={chosen.length > 0 && chosen.length === actionable.length}
                  onChange={(e) => setSelected(new Set(e.target.checked ? actionable.map((r) => r.id) : []))}
                />
              </th>
              <th scope="col">Amount</th>
              <th scope="col">Beneficiary</th>
              <th scope="col">Bank</th>
              <th scope="col">Narration</th>
              <th scope="col">Initiated by</th>
              <th scope="col">When</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const state = queuedState(row.id);
              return (
                <tr key={row.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select transfer to ${row.fullname}`}
                      checked={selected.has(row.id)}
                      disabled={Boolean(state)}
                      onChange={(e) => toggle(row.id, e.target.checked)}
                    />
                  </td>
                  <td className="approval-amount-cell">
                    {formatMoney(row.amount, row.currency)}
                    {(row.required_approvals ?? 1) > 1 ? (
                      <span className="approval-progress">
                        {approvalProgressText(row.approved_by_names ?? [], row.required_approvals ?? 1)}
                      </span>
                    ) : null}
                  </td>
                  <td>{row.fullname}</td>
                  <td>
                    {row.bank_name} · {row.account_number}
                  </td>
                  <td>{row.narration || '—'}</td>
                  <td>{row.initiated_by ?? '—'}</td>
                  <td>{formatDateTime(row.date_created)}</td>
                  <td>
                    {state ? (
                      <span className="approval-queued">{queuedStateText(state)}</span>
                    ) : (
                      <div className="approval-actions">
                        <Button
                          variant="secondary"
                          aria-label={`Reject ${formatMoney(row.amount, row.currency)} to ${row.fullname}`}
                          onClick={() => setDecision({ rows: [row], reject: true })}
                        >
                          Reject
                        </Button>
                        <Button
                          aria-label={`Approve ${formatMoney(row.amount, row.currency)} to ${row.fullname}`}
                          onClick={() => setDecision({ rows: [row], reject: false })}
                        >
                          Approve
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  } else {
    body = (
      <ApprovalStack
        rows={rows}
        cardProps={(row) => ({
          transfer: row,
          selected: selected.has(row.id),
          onSelectedChange: (on) => toggle(row.id, on),
          queued: queuedState(row.id) ?? null,
          disabled: decide.isPending,
          onDecide: (d) => setDecision({ rows: [row], reject: d === 'reject' }),
        })}
      />
    );
  }

  return (
    <>
      {chosen.length > 0 ? (
        <div className="approval-bulk-bar" role="toolbar" aria-label="Selected transfers">
          <span className="approval-bulk-count">{chosen.length} selected</span>
          <Button variant="secondary" onClick={() => setDecision({ rows: chosen, reject: true })}>
            Reject selected
          </Button>
          <Button onClick={() => setDecision({ rows: chosen, reject: false })}>Approve selected</Button>
        </div>
      ) : null}
      {body}
      <DecisionSheet
        decision={decision}
        onClose={() => setDecision(null)}
        onConfirm={confirm}
        isPending={decide.isPending}
      />
    </>
  );
}
