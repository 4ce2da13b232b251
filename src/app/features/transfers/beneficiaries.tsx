import { getFormProps, useForm } from '@conform-to/react';
import { TRANSFERS_HEADINGS } from './headings';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useDeferredValue, useId, useState } from 'react';
import { toast } from '../../ui/toast';
import * as v from 'valibot';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import { accountNumberProblem, CreateBeneficiaryRequest } from '../../../contract/transfers';
import { useBankAccount } from '../../queries/account-resolve';
import { BankAccountFields } from '../../ui/bank-account-fields';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { Button } from '../../ui/button';
import { LocalPager, resultsCount } from '../../ui/local-pager';
import { DataList } from '../../ui/data-list';
import { Panel } from '../../ui/detail-list';
import { DetailList } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { PageHeader } from '../../ui/page-header';
import { QueryBoundary } from '../../ui/query-boundary';
import { RecordState } from '../../ui/record-state';
import { SelectField } from '../../ui/select-field';
import { TabsNav } from '../../ui/tabs-nav';
import { TextField } from '../../ui/text-field';
import { beneficiariesQuery, beneficiaryQuery } from './api';
import { PAYOUT_COUNTRIES } from './new-transfer';
import { NewTransferButton } from './new-transfer-button';
import { TRANSFER_COLUMNS, TRANSFER_TABS, transferLink } from './transfer-columns';
import { ModalDialog } from '../../ui/modal-dialog';
import '../../ui/form-layout.css';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

function AddBeneficiary({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [country, setCountry] = useState('NG');
  const [name, setName] = useState('');
  const account = useBankAccount(country, { onResolved: setName });
  const banks = account.banks;
  const currency = PAYOUT_COUNTRIES.find((c) => c.code === country)?.currency ?? 'NGN';
  const formId = useId();

  const create = useMutation({
    mutationFn: (body: v.InferInput<typeof CreateBeneficiaryRequest>) =>
      call(transferEndpoints.createBeneficiary, { body }),
    onSuccess: (created) => {
      toast.success(`${created.full_name} was added to your beneficiaries.`);
      void queryClient.invalidateQueries({ queryKey: ['beneficiaries'] });
      onDone();
    },
  });
  const schema = v.pipe(
    CreateBeneficiaryRequest,
    v.forward(
      v.check(
        (input) =>
          accountNumberProblem(
            banks.data?.find((b) => b.code === input.account_bank),
            input.account_number,
          ) === null,
        'Account number is not valid for this bank',
      ),
      ['account_number'],
    ),
  );
  const [form, fields] = useForm({
    id: `beneficiary-${formId}`,
    ...validateWith(schema, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') create.mutate(submission.value);
    },
  });
  return (
    <form {...getFormProps(form)} className="form-stack">
      <FormAlert>{create.isError ? errorText(create.error) : null}</FormAlert>
      <SelectField
        id={`${formId}-country`}
        label="Country"
        value={country}
        onChange={(e) => {
          setCountry(e.target.value);
          account.setBank('');
        }}
        options={PAYOUT_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
      />
      <input type="hidden" name={fields.currency.name} value={currency} />
      <BankAccountFields
        account={account}
        bankField={fields.account_bank}
        numberField={fields.account_number}
        resolveButton
      />
      <TextField
        {...fieldProps(fields.beneficiary_name)}
        label="Beneficiary name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" fullWidth isPending={create.isPending}>
        Add beneficiary
      </Button>
    </form>
  );
}

/** transfers/beneficiaries: saved accounts to pay, with add (name resolved) and search. */
export function BeneficiariesScreen() {
  const [search, setSearch] = useState({ page: 1, q: '' });
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const searchId = useId();
  return (
    <div className="screen">
      <PageHeader
        {...TRANSFERS_HEADINGS['/dashboard/transfers/beneficiaries']}
        actions={<Button onClick={() => setAdding(true)}>Add beneficiary</Button>}
      />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      <search>
        <form
          className="list-search"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            setSearch({ page: 1, q: draft.trim() });
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            Search beneficiaries
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search by name or account number"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={100}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </search>
      <QueryBoundary what="beneficiaries" resetKey={`${search.page} ${search.q}`}>
        <BeneficiariesPage search={search} setPage={(page) => setSearch({ ...search, page })} />
      </QueryBoundary>
      <ModalDialog isOpen={adding} onOpenChange={setAdding} title="Add beneficiary" variant="sheet">
        {adding ? <AddBeneficiary onDone={() => setAdding(false)} /> : null}
      </ModalDialog>
    </div>
  );
}

/** A page of beneficiaries; the next page or search loads behind the current one (a deferred render). */
function BeneficiariesPage({
  search,
  setPage,
}: {
  search: { page: number; q: string };
  setPage: (page: number) => void;
}) {
  const shown = useDeferredValue(search);
  const list = useSuspenseQuery(beneficiariesQuery(shown.page, shown.q));
  const { page, q } = shown;
  const info = list.data.page_info;
  const totalPages = Math.max(info.total_pages ?? 1, 1);

  let body: ReactNode;
  if (list.data.beneficiaries.length === 0)
    body = (
      <EmptyState title={q ? `No beneficiaries match “${q}”` : 'No beneficiaries yet'}>
        <p>Save the accounts you pay often, to send to them in a tap.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <DataList
          caption="Beneficiaries"
          rows={list.data.beneficiaries}
          rowKey={(r) => r.id}
          rowLink={(r) => `/dashboard/transfers/beneficiaries/${r.id}`}
          columns={[
            { key: 'name', header: 'Name', primary: true, cell: (r) => r.full_name },
            { key: 'bank', header: 'Bank', cell: (r) => r.bank_name },
            { key: 'account', header: 'Account number', cell: (r) => r.account_number },
            { key: 'currency', header: 'Currency', cell: (r) => r.currency },
            { key: 'added', header: 'Added', cell: (r) => formatDate(r.date_created) },
          ]}
        />
        <LocalPager
          what="beneficiaries"
          page={page}
          pages={totalPages}
          total={resultsCount(info.total ?? 0)}
          onPage={setPage}
        />
      </>
    );

  return (
    <section className="paged-list" aria-busy={list.isFetching || shown !== search}>
      {body}
    </section>
  );
}

/** transfers/beneficiaries/{id}: the account, its latest transfers, send again, delete. */
export function BeneficiaryDetailScreen({ id }: { id: string }) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => call(transferEndpoints.deleteBeneficiary, { params: { id: numeric ?? 0 } }),
    onSuccess: () => {
      toast.success('Beneficiary deleted.');
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['beneficiaries'] });
      void navigate({ to: '/dashboard/transfers/beneficiaries' });
    },
  });
  return (
    <RecordState
      what="beneficiary"
      heading={TRANSFERS_HEADINGS['/dashboard/transfers/beneficiaries/$id']}
      back={<Link to="/dashboard/transfers/beneficiaries">← All beneficiaries</Link>}
      query={numeric === null ? null : beneficiaryQuery(numeric)}
      render={(b) => ({
        title: b.full_name,
        body: (
          <>
            <Panel
              title="Account"
              actions={
                <div className="approval-actions">
                  <NewTransferButton
                    label="Send money"
                    initial={{
                      account_bank: b.bank_code,
                      account_number: b.account_number,
                      beneficiary_name: b.full_name,
                      currency: b.currency,
                    }}
                  />
                  <Button variant="secondary" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                </div>
              }
            >
              <DetailList
                items={[
                  { label: 'Name', value: b.full_name },
                  { label: 'Bank', value: `${b.bank_name} (${b.bank_code})` },
                  { label: 'Account number', value: b.account_number },
                  { label: 'Currency', value: b.currency },
                  { label: 'Added', value: formatDate(b.date_created) },
                ]}
              />
            </Panel>
            {b.transfers.length ? (
              <DataList
                caption={`Transfers to ${b.full_name}`}
                rows={b.transfers}
                rowKey={(r) => r.id}
                rowLink={transferLink}
                columns={TRANSFER_COLUMNS}
              />
            ) : (
              <EmptyState title="No transfers to this account yet" />
            )}
            <ModalDialog
              isOpen={confirming}
              onOpenChange={setConfirming}
              title={`Delete ${b.full_name}?`}
              role="alertdialog"
              variant="sheet"
            >
              <div className="form-stack">
                <p>Past transfers stay in your history.</p>
                {remove.isError ? <FormAlert>{errorText(remove.error)}</FormAlert> : null}
                <div className="modal-dialog-actions tx-actions">
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                  <Button onClick={() => remove.mutate()} isPending={remove.isPending}>
                    Delete
                  </Button>
                </div>
              </div>
            </ModalDialog>
          </>
        ),
      })}
    />
  );
}
