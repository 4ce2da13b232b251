import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { type Column, DataList } from './data-list';
import { EmptyState } from './empty-state';
import { LocalPager } from './local-pager';
import { type BadgeTone, StatusBadge } from './status-badge';
import { localPage, localPageCount } from '../lib/local-pages';
import './bulk-upload.css';

/*
 * The pieces of a CSV bulk upload (virtual cards, transfers): choose the file, download the template,
 * see the review's state and figures, and page through the reviewed rows with their verdicts.
 */

export interface CsvFileFieldProps {
  /** Files larger than this are refused before anything is sent. */
  maxBytes: number;
  /** The message for a file over maxBytes. */
  tooLarge: string;
  hint?: ReactNode;
  /** The chosen file, or null when none (or a refused one) is chosen. */
  onFile: (file: File | null) => void;
}

export function CsvFileField({ maxBytes, tooLarge, hint, onFile }: CsvFileFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        CSV file
      </label>
      <input
        id={id}
        className="input"
        type="file"
        accept=".csv,text/csv"
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const refused = chosen !== null && chosen.size > maxBytes;
          setError(refused ? tooLarge : null);
          onFile(refused ? null : chosen);
        }}
      />
      {hint ? (
        <p id={hintId} className="field-description">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface UploadActionsProps {
  onTemplate: () => void;
  hasFile: boolean;
  isPending: boolean;
}

/** The upload form's buttons: the template, and the submit that sends the chosen file for review. */
export function UploadActions({ onTemplate, hasFile, isPending }: UploadActionsProps) {
  return (
    <div className="bulk-upload-actions">
      <Button variant="secondary" onClick={onTemplate}>
        Download template
      </Button>
      <Button type="submit" disabled={!hasFile} isPending={isPending}>
        Upload and review
      </Button>
    </div>
  );
}

/** Where the review stands ('Reviewing', 'Reviewed'), and its counts. */
export function ReviewSummary({
  state,
  tone,
  stats,
}: {
  state: string;
  tone: BadgeTone;
  stats: readonly { label: string; value: ReactNode }[] | null;
}) {
  return (
    <>
      <p className="bulk-review-state">
        <StatusBadge label={state} tone={tone} />
      </p>
      {stats ? (
        <dl className="bulk-stats">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

/** A reviewed row's verdict: good, or refused with the reason. */
export function RowVerdict({ valid, labels, error }: { valid: boolean; labels: [string, string]; error: string }) {
  return valid ? (
    <StatusBadge label={labels[0]} tone="success" />
  ) : (
    <span className="bulk-verdict">
      <StatusBadge label={labels[1]} tone="danger" /> <span className="bulk-verdict-error">{error}</span>
    </span>
  );
}

export interface ReviewRowsProps<Row> {
  /** The filters, above the rows. */
  filters: ReactNode;
  /** The rows the filters let through. */
  rows: readonly Row[];
  page: number;
  onPage: (page: number) => void;
  pageSize: number;
  caption: string;
  rowKey: (row: Row) => string | number;
  columns: readonly Column<Row>[];
  emptyTitle: string;
}

/** The reviewed rows, held in the browser, a page at a time. */
export function ReviewRows<Row>({
  filters,
  rows,
  page,
  onPage,
  pageSize,
  caption,
  rowKey,
  columns,
  emptyTitle,
}: ReviewRowsProps<Row>) {
  const pages = localPageCount(rows.length, pageSize);
  const current = Math.min(page, pages);
  return (
    <section className="paged-list" aria-label="Rows to review">
      {filters}
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <>
          <DataList<Row>
            caption={caption}
            rows={localPage(rows, current, pageSize)}
            rowKey={rowKey}
            columns={columns}
          />
          <LocalPager
            what="rows"
            page={current}
            pages={pages}
            total={{ count: rows.length, one: 'row', many: 'rows' }}
            onPage={onPage}
          />
        </>
      )}
    </section>
  );
}
