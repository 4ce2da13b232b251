import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/fetch-mock';
import { renderScreen } from '../../test/render';
import { Toaster } from '../../ui/toaster';
import { PcidssBanner } from './pcidss-banner';

afterEach(() => vi.unstubAllGlobals());

describe('the PCI-DSS banner', () => {
  it('"Not for me" sets done_pcidss and shows what the server says: Settings updated successfully', async () => {
    const { calls } = mockFetch({
      'GET merchant/account/preferences': [
        ok([{ setting_name: 'done_pcidss', preference_value: '0' }]),
        ok([{ setting_name: 'done_pcidss', preference_value: '1' }]),
      ],
      'POST merchant/account/preferences': ok(
        { setting_name: 'done_pcidss', preference_value: '1' },
        'Settings updated successfully',
      ),
    });
    renderScreen(
      <>
        <PcidssBanner returnedRef={undefined} />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Not for me' }));
    expect(await screen.findByText('Settings updated successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ setting: 'done_pcidss', value: '1' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Get PCI-DSS certified' })).toBeNull());
  });
});
