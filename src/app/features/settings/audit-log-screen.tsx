import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, auditActionLabel } from '../../../contract/team';
import { isAdminRole } from '../../../contract/roles';
import { formatDateTime } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { storage } from '../../lib/storage';
import { Button } from '../../ui/button';
import { DataList } from '../../ui/data-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SelectField } from '../../ui/select-field';
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
  const [action, setAction] = useState<AuditAction | undefined>(undefined);
  const [page, setPage] = useState(1);
  const id = useId();
  const allowed = isAdminRole(session.role);
  const log = useQuery({
    ...auditsQuery(accountId, { action, page }),
    enabled: allowed,
    placeholderData: keepPreviousData,
  });
  if (!allowed) {
    return (
      <SettingsFrame path="/dashboard/settings/audit-log">
        <EmptyState title="Only an Owner or Admin can read the audit log" />
      </SettingsFrame>
    );
  }
  const pageInfo = log.data?.page_info;
  return (
    <SettingsFrame path="/dashboard/settings/audit-log">
      <div className="settings-toolbar" style={{ justifyContent: 'flex-start' }}>
        <SelectField
          id={`${id}-action`}
          label="What happened"
          value={action ?? ''}
          onChange={(event) => {
            setAction((event.target.value || undefined) as AuditAction | undefined);
            setPage(1);
          }}
          placeholder="Every change"
          options={Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }))}
        />
      </div>
      {log.isPending ? (
        <Skeleton lines={4} label="Loading the audit log" />
      ) : log.isError ? (
        <ErrorState error={log.error} what="the audit log" onRetry={() => void log.refetch()} />
      ) : log.data.audits.length === 0 ? (
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
          {pageInfo && pageInfo.total_pages > 1 ? (
            <nav className="settings-actions" aria-label="Audit log pages">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <span className="settings-muted" style={{ alignSelf: 'center' }}>
                Page {pageInfo.current_page} of {pageInfo.total_pages}
              </span>
              <Button variant="secondary" disabled={page >= pageInfo.total_pages} onClick={() => setPage((p) => p + 1)}>
                Older
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </SettingsFrame>
  );
}
