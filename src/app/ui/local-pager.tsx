import { Button } from './button';

export interface LocalPagerProps {
  /** What the pages hold, plural and lower case: the navigation is named 'Pages of transfers'. */
  what: string;
  /** The page shown. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  /** How the page count reads when it is not the plain number ('10+' when the total is capped). */
  pagesText?: string;
  /** The records across all pages and their noun ('result', 'row'); the status names none when absent. */
  total?: { count: number; one: string; many: string };
  /** While the next page loads: Previous and Next wait for it. */
  busy?: boolean;
  onPage: (page: number) => void;
}

/** Previous and Next under a list, with where the reader is ('Page 2 of 5 · 48 results'). */
export function LocalPager({ what, page, pages, pagesText, total, busy = false, onPage }: LocalPagerProps) {
  return (
    <nav className="pager" aria-label={`Pages of ${what}`}>
      <p className="pager-status" aria-live="polite">
        Page {page} of {pagesText ?? pages}
        {total ? ` · ${total.count} ${total.count === 1 ? total.one : total.many}` : null}
      </p>
      <div className="pager-buttons">
        <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** A count of results for the pager's status. */
export const resultsCount = (count: number) => ({ count, one: 'result', many: 'results' });
