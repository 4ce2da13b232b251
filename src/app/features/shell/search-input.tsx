import type { InputHTMLAttributes } from 'react';
import { Icon } from './icons';
import { SEARCH_PLACEHOLDER } from './search-results';

/**
 * The top bar's search field as it looks: the magnifier and the rounded field with the spec's
 * placeholder. The global search gives it its behaviour; the first frame shows it, disabled, where the
 * app will put it, so the bar is whole before the app's code has arrived.
 */
export function SearchInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <span className="global-search-icon">
        <Icon name="search" size={18} />
      </span>
      <input className="global-search-input" type="search" placeholder={SEARCH_PLACEHOLDER} {...props} />
    </>
  );
}
