import '../../ui/data.css';
import { useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { namedRoutePath } from '../../../contract/named-routes';
import { SEARCH_EMPTY_MESSAGE, SEARCH_GROUPS, type SearchGroup } from '../../../contract/search';
import { RouteLink } from './route-link';
import { searchGroupQuery } from './search-queries';
import { SEARCH_GROUP_LABELS, type SearchRows, searchResultLinks } from './search-results';

/** The global search panel's five groups for a committed term, and its See all results link. */
export function SearchResults({
  term,
  parentAccountId,
  onLeave,
}: {
  term: string;
  parentAccountId: number;
  onLeave: () => void;
}) {
  const results = useQueries({ queries: SEARCH_GROUPS.map((group) => searchGroupQuery(group, term)) });
  return (
    <>
      {SEARCH_GROUPS.map((group, index) => {
        const query = results[index];
        return (
          <SearchGroupBlock
            key={group}
            group={group}
            isLoading={query?.isPending ?? false}
            rows={query?.isSuccess ? (query.data as SearchRows[typeof group]) : []}
            parentAccountId={parentAccountId}
          />
        );
      })}
      <div className="search-panel-foot">
        <RouteLink
          href={namedRoutePath('search-listing', { searchString: term })}
          className="search-see-all"
          onClick={onLeave}
        >
          See all results
        </RouteLink>
      </div>
    </>
  );
}

function SearchGroupBlock({
  group,
  isLoading,
  rows,
  parentAccountId,
}: {
  group: SearchGroup;
  isLoading: boolean;
  rows: SearchRows[SearchGroup];
  parentAccountId: number;
}) {
  const headingId = useId();
  const links = searchResultLinks(group, rows as never, parentAccountId);
  return (
    <div className="search-group" aria-busy={isLoading || undefined}>
      <h2 className="search-group-title" id={headingId}>
        {SEARCH_GROUP_LABELS[group]}
      </h2>
      {isLoading ? (
        <div className="search-group-loading" aria-hidden="true">
          <span className="skeleton-line shell-skeleton shell-skeleton-line" />
        </div>
      ) : links.length === 0 ? (
        <p className="search-empty">{SEARCH_EMPTY_MESSAGE}</p>
      ) : (
        <ul className="search-list" aria-labelledby={headingId}>
          {links.map((link) => (
            <li key={link.key}>
              <RouteLink href={link.href} className="search-result">
                <span className="search-result-title">{link.title}</span>
                <span className="search-result-subtitle">{link.subtitle}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
