import { Button } from './button';

export interface LocalPagerProps {
  page: number;
  pages: number;
  /** The rows across all pages. */
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next for rows held in the browser, with where the reader is. */
export function LocalPager({ page, pages, total, onPage }: LocalPagerProps) {
  return (
    <nav className="pager" aria-label="Pages of rows">
      <p className="pager-status" aria-live="polite">
        Page {page} of {pages} · {total} rows
      </p>
      <div className="pager-buttons">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
