import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../lib/storage';
import { OtherBusinessNote } from './other-business-note';

describe('the note for an alert about another business', () => {
  afterEach(() => storage.remove('userAccountID'));

  it('says so when the alert named another of the user’s businesses', () => {
    storage.set('userAccountID', 5);
    render(<OtherBusinessNote account={7} what="this chargeback" />);
    expect(screen.getByRole('status').textContent).toContain(
      'Switch business from the account menu to see this chargeback',
    );
  });

  it('says nothing for this business, or when no business was named', () => {
    storage.set('userAccountID', 5);
    const { container } = render(
      <>
        <OtherBusinessNote account={5} what="x" />
        <OtherBusinessNote account={undefined} what="x" />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
