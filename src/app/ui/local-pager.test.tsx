import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocalPager, resultsCount } from './local-pager';

describe('LocalPager', () => {
  it('names its pages, says where the reader is, and moves one page either way', async () => {
    const onPage = vi.fn();
    render(<LocalPager what="transfers" page={2} pages={3} total={resultsCount(25)} onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: 'Pages of transfers' });
    expect(pager.textContent).toContain('Page 2 of 3 · 25 results');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('counts one result in the singular and shows a capped page count as given', () => {
    render(
      <LocalPager what="transactions" page={1} pages={10} pagesText="10+" total={resultsCount(1)} onPage={() => {}} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pages of transactions' }).textContent).toContain(
      'Page 1 of 10+ · 1 result',
    );
  });

  it('cannot go before the first page or past the last, nor while the next page loads', () => {
    const { rerender } = render(<LocalPager what="rows" page={1} pages={1} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    rerender(<LocalPager what="rows" page={2} pages={3} busy onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    rerender(<LocalPager what="rows" page={2} pages={3} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });
});
