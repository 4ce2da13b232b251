import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { STORE_HEADINGS } from '../headings';
import {
  ANNOUNCEMENT_STATUS_LABELS,
  type Announcement,
  type AnnouncementStatus,
} from '../../../../contract/store-promotions';
import { formatDateTime } from '../../../lib/dates';
import { announcementsQuery, useDeleteAnnouncement } from '../../../queries/store-promotions';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ModalDialog } from '../../../ui/modal-dialog';
import { PagedList } from '../../../ui/paged-list';
import { type BadgeTone, StatusBadge } from '../../../ui/status-badge';
import { toast } from '../../../ui/toast';
import { PromotionsFrame } from '../promotions-frame';
import { errorText } from '../../../lib/error-text';
import '../../../ui/form-layout.css';

const STATUS_TONES: Record<AnnouncementStatus, BadgeTone> = {
  showing: 'success',
  scheduled: 'warning',
  ended: 'neutral',
  off: 'neutral',
};

const when = (a: Announcement) =>
  a.show_until
    ? `${formatDateTime(a.show_from)} to ${formatDateTime(a.show_until)}`
    : `From ${formatDateTime(a.show_from)}`;

/** store/announcements: every message, newest first, with when it shows and whether it shows now. */
export function AnnouncementsScreen() {
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  return (
    <PromotionsFrame
      heading={STORE_HEADINGS['/dashboard/store/announcements']}
      tabs
      what="announcements"
      actions={
        <Link to="/dashboard/store/announcements/create" className="button" data-variant="primary">
          New announcement
        </Link>
      }
    >
      <PagedList
        what="announcements"
        query={announcementsQuery}
        rows={(data) => data.messages}
        columns={[
          { key: 'message', header: 'Message', primary: true, cell: (row) => row.message },
          { key: 'when', header: 'Shows', cell: when },
          {
            key: 'status',
            header: 'Status',
            cell: (row) => (
              <StatusBadge label={ANNOUNCEMENT_STATUS_LABELS[row.status]} tone={STATUS_TONES[row.status]} />
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (row) => (
              <span className="form-actions">
                <Link
                  to="/dashboard/store/announcements/edit/$id"
                  params={{ id: String(row.id) }}
                  className="button"
                  data-variant="secondary"
                  aria-label={`Edit ${row.message}`}
                >
                  Edit
                </Link>
                <Button variant="ghost" onClick={() => setDeleting(row)} aria-label={`Delete ${row.message}`}>
                  Delete
                </Button>
              </span>
            ),
          },
        ]}
        rowKey={(row) => row.id}
        searchLabel="Search announcements"
        emptyTitle="No announcements yet"
        emptyBody={<p>Announcements you publish on your store will show here.</p>}
      />
      <ModalDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this announcement?"
        role="alertdialog"
        variant="sheet"
      >
        {deleting ? <DeleteAnnouncement announcement={deleting} onDone={() => setDeleting(null)} /> : null}
      </ModalDialog>
    </PromotionsFrame>
  );
}

function DeleteAnnouncement({ announcement, onDone }: { announcement: Announcement; onDone: () => void }) {
  const remove = useDeleteAnnouncement(announcement.id);
  return (
    <div className="form-stack">
      <FormAlert>{remove.isError ? errorText(remove.error) : null}</FormAlert>
      <p className="form-muted">“{announcement.message}” will no longer show in your store.</p>
      <div className="form-actions">
        <Button variant="secondary" onClick={onDone}>
          Keep it
        </Button>
        <Button
          isPending={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success('Announcement deleted.');
                onDone();
              },
            })
          }
        >
          Delete announcement
        </Button>
      </div>
    </div>
  );
}
