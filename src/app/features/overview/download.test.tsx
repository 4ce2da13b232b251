import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadDialog } from './download-dialog';
import type { DownloadDeps } from './use-download';

beforeEach(() => {
  if (typeof CSS === 'undefined' || !CSS.escape) {
    vi.stubGlobal('CSS', { escape: (value: string) => value });
  }
});

function fakeDeps(statuses: { status: string; url: string | null }[]) {
  const waits: number[] = [];
  const told: string[] = [];
  const went: string[] = [];
  const bodies: unknown[] = [];
  let i = 0;
  const deps: Partial<DownloadDeps> = {
    start: async (body) => {
      bodies.push(body);
      return { file: 'report-1' };
    },
    status: async (file) => {
      const next = statuses[Math.min(i++, statuses.length - 1)]!;
      return { file, ...next } as Awaited<ReturnType<DownloadDeps['status']>>;
    },
    go: (url) => went.push(url),
    wait: async (ms) => {
      waits.push(ms);
    },
    notify: {
      info: (m) => told.push(`info:${m}`),
      success: (m) => told.push(`success:${m}`),
      error: (m) => told.push(`error:${m}`),
    },
  };
  return { deps, waits, told, went, bodies };
}

async function openAndSubmit(deps: Partial<DownloadDeps>, type: string | null, onOpenChange = vi.fn()) {
  render(<DownloadDialog isOpen onOpenChange={onOpenChange} currency="NGN" deps={deps} />);
  const dialog = await screen.findByRole('dialog', { name: 'Download Account Summary' });
  await userEvent.click(screen.getByLabelText('Yesterday'));
  if (type) await userEvent.selectOptions(screen.getByLabelText('Data type'), type);
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  });
  return { dialog, onOpenChange };
}

describe('Download Account Summary', () => {
  it('requires a data type and sends nothing without one', async () => {
    const fake = fakeDeps([{ status: 'complete', url: '/f' }]);
    await openAndSubmit(fake.deps, null);
    expect(screen.getByText('Data type is empty')).toBeTruthy();
    expect(fake.bodies).toHaveLength(0);
  });

  it('fetches, polls, then sends the browser to the file, with the spec toasts', async () => {
    const fake = fakeDeps([
      { status: 'download-pending', url: 'N/A' },
      { status: 'download-pending', url: 'N/A' },
      { status: 'downloading', url: 'N/A' },
      { status: 'complete', url: '/api/v2/downloads/report-1/file?key=abc' },
    ]);
    const { onOpenChange } = await openAndSubmit(fake.deps, 'both');
    expect(fake.bodies[0]).toMatchObject({ currency: 'NGN', sort: 'desc' });
    expect(fake.bodies[0]).not.toHaveProperty('type_filter');
    expect(fake.told).toEqual(['info:Fetching Download...', 'success:Fetch Complete, Downloading...']);
    expect(fake.waits).toEqual([2000, 2000, 2000]);
    expect(fake.went).toEqual(['/api/v2/downloads/report-1/file?key=abc']);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends type_filter for one data type and says when the download failed', async () => {
    const fake = fakeDeps([{ status: 'download-failed', url: null }]);
    await openAndSubmit(fake.deps, 'transfers');
    expect(fake.bodies[0]).toMatchObject({ type_filter: 'transfers' });
    expect(fake.told).toEqual(['error:Download failed, Please try again']);
    expect(fake.went).toEqual([]);
  });
});
