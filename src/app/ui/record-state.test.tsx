import { queryOptions } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_SCREEN_NOT_KEPT } from '../../contract/pwa';
import { ApiError, NETWORK_ERROR } from '../lib/api-client';
import { reportAnswered, reportUnreachable, resetReachabilityForTests } from '../lib/reachability';
import { renderScreen } from '../test/render';
import { RecordState } from './record-state';

const HEADING = { title: 'Transaction', eyebrow: 'Transactions' };

function detail(fetcher: () => Promise<{ name: string }>) {
  return (
    <RecordState
      what="transaction"
      heading={HEADING}
      back={<a href="/list">← All transactions</a>}
      query={queryOptions({ queryKey: ['record-test', fetcher], queryFn: fetcher })}
      render={(record: { name: string }) => ({ title: record.name, body: <p>Body of {record.name}</p> })}
    />
  );
}

afterEach(() => resetReachabilityForTests());

describe('RecordState', () => {
  it('keeps the heading while loading, then shows the record under its own title', async () => {
    let answer: (value: { name: string }) => void = () => {};
    renderScreen(detail(() => new Promise((resolve) => (answer = resolve))));
    expect(await screen.findByRole('heading', { name: 'Transaction' })).toBeTruthy();
    expect(screen.getByText('Loading the transaction')).toBeTruthy();
    act(() => answer({ name: 'NGN 5,000 · ref-1' }));
    expect(await screen.findByRole('heading', { name: 'NGN 5,000 · ref-1' })).toBeTruthy();
    expect(screen.getByText('Body of NGN 5,000 · ref-1')).toBeTruthy();
  });

  it('shows the default back link while loading, then the one the record names', async () => {
    let answer: (value: { name: string; dstv: boolean }) => void = () => {};
    renderScreen(
      <RecordState
        what="receipt"
        heading={HEADING}
        back={<a href="/airtime">← Airtime purchases</a>}
        query={queryOptions({
          queryKey: ['record-back-test'],
          queryFn: () => new Promise<{ name: string; dstv: boolean }>((resolve) => (answer = resolve)),
        })}
        render={(record: { name: string; dstv: boolean }) => ({
          title: record.name,
          body: null,
          back: record.dstv ? <a href="/dstv">← DSTV payments</a> : undefined,
        })}
      />,
    );
    expect(await screen.findByRole('link', { name: '← Airtime purchases' })).toBeTruthy();
    act(() => answer({ name: 'DSTV receipt', dstv: true }));
    expect(await screen.findByRole('link', { name: '← DSTV payments' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '← Airtime purchases' })).toBeNull();
  });

  it('says a record answered 404 (or none) could not be found, under the heading', async () => {
    renderScreen(detail(() => Promise.reject(new ApiError(404, 'Not found'))));
    expect(await screen.findByRole('heading', { name: 'This transaction could not be found' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Transaction' })).toBeTruthy();
  });

  it('shows an error with a working Try again', async () => {
    let fail = true;
    const fetcher = vi.fn(async () => {
      if (fail) throw new ApiError(500, 'Service is temporarily unavailable.');
      return { name: 'Recovered' };
    });
    renderScreen(detail(fetcher));
    expect(await screen.findByText('Could not load the transaction.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
  });

  it('offline and never opened: says so, and loads by itself when the server answers again', async () => {
    resetReachabilityForTests(async () => false);
    let offline = true;
    const fetcher = vi.fn(async () => {
      if (offline) {
        reportUnreachable();
        throw new ApiError(0, 'Service unavailable', NETWORK_ERROR);
      }
      return { name: 'Back online' };
    });
    renderScreen(detail(fetcher));
    expect(await screen.findByText(OFFLINE_SCREEN_NOT_KEPT)).toBeTruthy();
    offline = false;
    act(() => reportAnswered());
    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeTruthy();
  });
});
