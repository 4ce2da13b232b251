import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, auditActionLabel } from '../../../contract/team';
import { isAdminRole } from '../../../contract/roles';
import { formatDateTime } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { storage } from '../../lib/storage';
import { Button } from '../../ui/button';
import { DataList } from '../../ui/data-list';
import { EmptyState } from '../../ui/empty-state';
import { SelectField } from '../../ui/select-field';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { auditsQuery } from './api';
import { SettingsFrame } from './settings-frame';
import './settings.css';

/** What changed, in words: the audit_data pairs of an entry. */
function changeText(entry: AuditEntry): string {
  const data = entry.audit_data;
  if (data.from !== undefined && data.to !== undefined) return `${data.email ?? ''}: ${data.from} → ${data.to}`.trim();
  return Object.entries(data)
    .map(([key, value]) => (key === 'email' ? value : `${key} ${value ?? ''}`.trim()))
    .join(', ');
}

/** settings/audit-log: who changed what and when, for owners and admins; read only. */
export function AuditLogScreen() {
  const session = readSessionSnapshot();
  const accountId = storage.get('userAccountID') ?? 0;
  const [filter, setFilter] = useState<AuditFilter>({ action: undefined, page: 1 });
  const id = useId();
  const allowed = isAdminRole(session.role);
  if (!allowed) {
    return (
      <SettingsFrame path="/dashboard/settings/audit-log">
        <EmptyState title="Only an Owner or Admin can read the audit log" />
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame path="/dashboard/settings/audit-log">
      <div className="settings-toolbar" style={{ justifyContent: 'flex-start' }}>
        <SelectField
          id={`${id}-action`}
          label="What happened"
          value={filter.action ?? ''}
          onChange={(event) =>
            setFilter({ action: (event.target.value || undefined) as AuditAction | undefined, page: 1 })
          }
          placeholder="Every change"
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
        />
      </div>
      <QueryBoundary
        what="the audit log"
        resetKey={`${filter.action ?? ''} ${filter.page}`}
        pending={<Skeleton lines={4} label="Loading the audit log" />}
      >
        <AuditPage accountId={accountId} filter={filter} setPage={(page) => setFilter({ ...filter, page })} />
      </QueryBoundary>
    </SettingsFrame>
  );
}

interface AuditFilter {
  action: AuditAction | undefined;
  page: number;
}

/** A page of the log; the next page or kind loads behind the current one (a deferred render). */
function AuditPage({
  accountId,
  filter,
  setPage,
}: {
  accountId: number;
  filter: AuditFilter;
  setPage: (page: number) => void;
}) {
  const shown = useDeferredValue(filter);
  const log = useSuspenseQuery(auditsQuery(accountId, shown));
  const { action, page } = shown;
  const pageInfo = log.data.page_info;
  return (
    <>
      {log.data.audits.length === 0 ? (
        <EmptyState title={action ? 'No changes of this kind yet' : 'No changes recorded yet'}>
          <p>Invitations, role changes and removals appear here, with who made them and from where.</p>
        </EmptyState>
      ) : (
        <>
          <DataList
            caption="Audit log"
            rows={log.data.audits}
            rowKey={(row) => row.id}
            columns={[
              { key: 'action', header: 'Change', primary: true, cell: (row) => auditActionLabel(row.action) },
              { key: 'what', header: 'Details', cell: changeText },
              { key: 'actor', header: 'By', cell: (row) => row.actor },
              { key: 'address', header: 'From address', cell: (row) => <code>{row.ip_address}</code> },
              { key: 'when', header: 'When', cell: (row) => formatDateTime(row.created_at) },
            ]}
          />
          {pageInfo.total_pages > 1 ? (
            <nav className="settings-actions" aria-label="Audit log pages">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span className="settings-muted" style={{ alignSelf: 'center' }}>
                Page {pageInfo.current_page} of {pageInfo.total_pages}
              </span>
              <Button variant="secondary" disabled={page >= pageInfo.total_pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
