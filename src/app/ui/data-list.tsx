import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './data.css';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts align to the end. */
  align?: 'start' | 'end';
  /** The column that names the row: the first words of a phone's row, and the row's link. */
  primary?: boolean;
  /** A detail for the wide table only: a phone's two-line row leaves it to the record's own screen. */
  wideOnly?: boolean;
}

/** Where a row leads: an app path, or a path with search params. */
export type RowTarget = string | { to: string; search: Record<string, string> };

export interface DataListProps<Row> {
  /** Names the list for screen readers (the table caption). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The app path a row opens (its primary cell becomes the link). */
  rowLink?: ((row: Row) => RowTarget | null) | undefined;
}

/**
 * A list of records: a table on a wide screen and dense two-line rows on a phone (the same
 * table markup, laid out by CSS, so screen readers always get a table).
 */
export function DataList<Row>({ caption, columns, rows, rowKey, rowLink }: DataListProps<Row>) {
  return (
    <div className="data-list-wrap">
      <table className="data-list">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = rowLink?.(row) ?? null;
            return (
              <tr key={rowKey(row)} data-linked={href ? true : undefined}>
                {columns.map((column) => {
                  const content = column.cell(row);
                  return (
                    <td
                      key={column.key}
                      data-label={column.header}
                      data-align={column.align ?? 'start'}
                      data-primary={column.primary ? true : undefined}
                      data-wide-only={column.wideOnly ? true : undefined}
                    >
                      {column.primary && href ? (
                        <Link
                          // biome-ignore lint/suspicious/noExplicitAny: a filled app path of any area
                          to={(typeof href === 'string' ? href : href.to) as any}
                          // biome-ignore lint/suspicious/noExplicitAny: as above
                          search={(typeof href === 'string' ? undefined : href.search) as any}
                          className="data-list-link"
                        >
                          {content}
                        </Link>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
