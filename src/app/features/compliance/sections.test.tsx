import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_PAYLOAD_FIELDS,
  type ComplianceInfo,
  type CompliancePayload,
  INDIVIDUAL_PAYLOAD_FIELDS,
} from '../../../contract/compliance';
import { BANKS } from '../../../contract/transfers';
import { storage } from '../../lib/storage';
import { mockFetch, ok } from '../../test/fetch-mock';
import { complianceInfo } from '../../test/compliance-info';
import { renderScreen } from '../../test/render';
import { BankSection } from './bank-section';
import { BusinessSection } from './business-section';
import { MerchantSection } from './merchant-section';

vi.mock('../../ui/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const info = complianceInfo;

type Submitted = [string, CompliancePayload, number];

beforeEach(() => {
  localStorage.clear();
  storage.set('userAccountID', 30042);
  storage.set('userDetails', { id: 7, email: 'grace@demo.test', first_name: 'Grace', last_name: 'Nwosu' });
});

describe('the full payloads the sections send (spec 2 §3, §7)', () => {
  it("sends every field of the individual's payload, with merchant_id and products", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderScreen(<MerchantSection info={info()} onLeft={() => undefined} onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByLabelText('Registered business name'), 'Grace Foods');
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'Education');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [section, payload] = onSubmit.mock.calls[0] as unknown as Submitted;
    expect(section).toBe('merchant');
    for (const field of INDIVIDUAL_PAYLOAD_FIELDS) expect(payload).toHaveProperty(field);
    expect(payload).toMatchObject({ registered_no: '', merchant_id: '30042', products: 'Education' });
  });

  it("sends every field of the business's payload, and stores regmeta's answer for South Africa", async () => {
    const regMeta = [
      { name: 'business_type', value: 'business' },
      { name: 'business_address', value: '3 Long Street, Cape Town' },
      { name: 'za_reg_no', value: '2019/123456/07' },
    ];
    const { calls } = mockFetch({ 'POST v2/onboarding/regmeta': ok(regMeta) });
    const onSubmit = vi.fn(async () => undefined);
    renderScreen(
      <BusinessSection
        info={info({ business_type: 'business', country: 'ZA', currency: 'ZAR' })}
        onLeft={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(await screen.findByLabelText('Registration number'), '2019/123456/07');
    await userEvent.type(screen.getByLabelText('Business address'), '3 Long Street, Cape Town');
    expect(screen.getAllByText("A director's ID (optional)").length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save business information' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [, payload] = onSubmit.mock.calls[0] as unknown as Submitted;
    expect(Object.keys(payload).sort()).toEqual([...BUSINESS_PAYLOAD_FIELDS, 'compliance_meta'].sort());
    expect(payload).toMatchObject({ za_reg_no: '2019/123456/07', merchant_id: '30042', aml_policy: '' });
    await waitFor(() => expect(storage.get('regMeta')).toEqual(regMeta));
    expect(calls.find((c) => c.url.endsWith('v2/onboarding/regmeta'))?.body).toEqual({
      meta: [
        { name: 'business_address', value: '3 Long Street, Cape Town' },
        { name: 'za_reg_no', value: '2019/123456/07' },
      ],
    });
  });
});

describe("the white label's show_monthly_sale (spec 2 §6)", () => {
  it('shows the monthly sales field, counted as required, only when the white label says yes', async () => {
    mockFetch({ 'GET fxrates': ok({ Rate: 1550 }) });
    const hidden = vi.fn();
    const first = renderScreen(<MerchantSection info={info()} onLeft={hidden} onSubmit={vi.fn()} />);
    await screen.findByLabelText('Registered business name');
    expect(screen.queryByLabelText('Monthly sales')).toBeNull();
    first.unmount();
    const shown = vi.fn();
    renderScreen(<MerchantSection info={info({ show_monthly_sale: true })} onLeft={shown} onSubmit={vi.fn()} />);
    expect(await screen.findByLabelText('Monthly sales')).not.toBeNull();
    // One more required field than without it.
    await waitFor(() => expect(shown.mock.lastCall?.[0]).toBe((hidden.mock.lastCall?.[0] as number) + 1));
  });
});

describe('the bank section offers the accepted settlement banks and countries (spec 2 §6)', () => {
  const banksOf = (country: string) => ok(BANKS.filter((b) => b.country === country));
  const renderBank = (over: Partial<ComplianceInfo>) =>
    renderScreen(
      <BankSection
        info={info({ settlement_account: null, ...over })}
        forceErrors={false}
        generalMessage={null}
        onLeft={() => undefined}
        onSaved={() => undefined}
      />,
    );

  it('lists only the accepted banks', async () => {
    mockFetch({ 'GET v2/banks/NG': banksOf('NG') });
    renderBank({ settlement_banks: ['058', '057'] });
    const select = await screen.findByLabelText('Bank');
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Select a bank', 'Guaranty Trust Bank', 'Zenith Bank']);
    expect(screen.queryByLabelText('Bank country')).toBeNull();
  });

  it("offers a bank country when several are accepted, with that country's banks and rules", async () => {
    mockFetch({
      'GET v2/banks/NG': banksOf('NG'),
      'GET v2/banks/GH': banksOf('GH'),
      'GET v2/banks/GH280100/branches': ok([]),
    });
    renderBank({ business_type: 'business', settlement_countries: ['NG', 'GH'] });
    const country = await screen.findByLabelText('Bank country');
    expect((country as HTMLSelectElement).value).toBe('NG');
    expect(screen.queryByLabelText('SWIFT code')).toBeNull();
    await userEvent.selectOptions(country, 'GH');
    const bank = screen.getByLabelText('Bank');
    await waitFor(() => expect(within(bank).queryByRole('option', { name: 'GCB Bank' })).not.toBeNull());
    expect(within(bank).queryByRole('option', { name: 'Zenith Bank' })).toBeNull();
    // A Ghanaian account asks for its SWIFT code (spec 2 §5: non-Nigeria).
    expect(screen.queryByLabelText('SWIFT code')).not.toBeNull();
  });
});
