import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BANKS } from '../../../contract/transfers';
import { storage } from '../../lib/storage';
import { complianceInfo } from '../../test/compliance-info';
import { mockFetch, ok } from '../../test/fetch-mock';
import { renderScreen } from '../../test/render';
import { CompliancePage } from './compliance-page';

vi.mock('../../ui/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => {
  localStorage.clear();
  storage.set('userAccountID', 30042);
  storage.set('userDetails', { id: 7, email: 'grace@demo.test', first_name: 'Grace', last_name: 'Nwosu' });
  mockFetch({
    // An individual with a bank account saved: the merchant section is the first one open.
    'GET v2/compliance/info': ok(complianceInfo()),
    'GET v2/banks/NG': ok(BANKS.filter((b) => b.country === 'NG')),
  });
});

/** A section's trigger (the summary beside the accordion has a button of the same name) and its frame. */
const section = (name: RegExp) => {
  const trigger = screen.getAllByRole('button', { name }).find((b) => b.hasAttribute('aria-expanded'));
  if (!trigger) throw new Error(`no section ${name}`);
  return { trigger, region: trigger.closest('.compliance-section') as HTMLElement };
};

describe('the compliance accordion', () => {
  it('counts every section, the closed ones too, once their forms have mounted', async () => {
    renderScreen(<CompliancePage entry={Promise.resolve()} />);
    await screen.findAllByRole('button', { name: /Merchant information/ });
    // The open section's form is there; the closed document section's counter fills in when it mounts,
    // and never claims a section is complete before it has counted.
    expect(await screen.findByLabelText('Registered business name')).toBeTruthy();
    const documents = section(/Document upload/).region;
    await waitFor(() => expect(within(documents).getByTestId('documents-counter').textContent).toMatch(/fields? left/));
    const merchant = section(/Merchant information/).region;
    expect(within(merchant).getByTestId('merchant-counter').textContent).toMatch(/fields? left/);
  });

  it('keeps what was typed in a section that is closed and opened again', async () => {
    renderScreen(<CompliancePage entry={Promise.resolve()} />);
    const name = await screen.findByLabelText('Registered business name');
    await userEvent.type(name, 'Grace Foods');
    const merchant = section(/Merchant information/);
    await userEvent.click(merchant.trigger);
    await waitFor(() => expect(merchant.trigger.getAttribute('aria-expanded')).toBe('false'));
    await userEvent.click(section(/Document upload/).trigger);
    await userEvent.click(merchant.trigger);
    await waitFor(() => expect(merchant.trigger.getAttribute('aria-expanded')).toBe('true'));
    expect((screen.getByLabelText('Registered business name') as HTMLInputElement).value).toBe('Grace Foods');
  });
});
