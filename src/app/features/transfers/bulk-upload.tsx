import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRANSFERS_HEADINGS } from './headings';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { toast } from '../../ui/toast';
import { transferEndpoints } from '../../../contract/transfer-endpoints';
import {
  BULK_CSV_MAX_BYTES,
  BULK_CSV_TEMPLATE,
  BULK_ERROR_SHOW_MS,
  BULK_MAX_ROWS,
  BULK_REVIEW_PAGE_SIZE,
  BULK_POLL_MS,
  BULK_TOKEN_REFRESH_MS,
  type BulkEntity,
  type BulkRow,
  type BulkValidateResponse,
  bulkFirstRowsKept,
  TRANSFER_MESSAGES,
  type TransferOtpResponse,
} from '../../../contract/transfers';
import { call } from '../../lib/api-client';
import { saveTextFile } from '../../lib/download';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot, renewAccountSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { CsvFileField, ReviewRows, ReviewSummary, RowVerdict, UploadActions } from '../../ui/bulk-upload';
import { FormAlert } from '../../ui/form-alert';
import { PageHeader } from '../../ui/page-header';
import { SelectField } from '../../ui/select-field';
import { TabsNav } from '../../ui/tabs-nav';
import { TextField } from '../../ui/text-field';
import { requestTransferOtp, uploadBulkCsv } from './api';
import { parseAmountToMinor } from './amount';
import { banksOf, filterRows, NO_FILTER, rowsWithVerdict } from './bulk-review';
import { useActionKey } from '../../lib/idempotency-key';
import { validateBulk } from './bulk-validate-client';
import { ConfirmCodeModal } from '../../ui/confirm-code-modal';
import { PAYOUT_COUNTRIES } from './new-transfer';
import { TRANSFER_TABS } from './transfer-columns';
import { walletsQuery } from '../../queries/wallets';
import { errorText } from '../../lib/error-text';
import '../../ui/form-layout.css';

const downloadTemplate = () => saveTextFile('bulk-transfer-template.csv', BULK_CSV_TEMPLATE);

interface Review {
  ref: string;
  currency: string;
  debitCurrency: string;
  rowsInFile: number;
}

/** Polls validate every 3 s until done; 'Reviewing' then 'Reviewed' (spec 2 §4). */
function useValidation(review: Review | null) {
  const [failure, setFailure] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const result = useQuery({
    queryKey: ['bulkValidate', review?.ref],
    enabled: review !== null && !stopped,
    queryFn: () => validateBulk(review?.ref ?? ''),
    refetchInterval: (query) => (query.state.data?.is_done || query.state.status === 'error' ? false : BULK_POLL_MS),
    retry: false,
    gcTime: 0,
  });
  const [last, setLast] = useState<BulkValidateResponse | null>(null);
  useEffect(() => {
    if (result.data) setLast(result.data);
  }, [result.data]);
  // A failure: the message for 5 s, polling stops, unvalidated rows are removed (spec 2 §8).
  useEffect(() => {
    if (!result.isError) return;
    setStopped(true);
    setFailure(errorText(result.error, 'Something went wrong.'));
    const timer = setTimeout(() => setFailure(null), BULK_ERROR_SHOW_MS);
    return () => clearTimeout(timer);
  }, [result.isError, result.error]);
  // The session is renewed every 10 minutes while the review is open, with tokens/create (spec 2 §4, §7).
  useEffect(() => {
    if (!review) return;
    const timer = setInterval(() => void renewAccountSession(), BULK_TOKEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [review]);
  const done = Boolean(last?.is_done) || stopped;
  const rows = useMemo(() => rowsWithVerdict(last?.payouts ?? []), [last]);
  return {
    state: done ? TRANSFER_MESSAGES.reviewed : TRANSFER_MESSAGES.reviewing,
    done,
    stats: last?.stats,
    rows,
    failure,
  };
}

function BulkReviewRows({ rows }: { rows: BulkRow[] }) {
  const [account, setAccount] = useState('');
  const [bank, setBank] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [verdict, setVerdict] = useState<'all' | 'verified' | 'unverified'>('all');
  const [page, setPage] = useState(1);
  const id = useId();
  const filter = useDeferredValue({
    ...NO_FILTER,
    account,
    bank,
    minAmount: min ? parseAmountToMinor(min) : null,
    maxAmount: max ? parseAmountToMinor(max) : null,
    verdict,
  });
  const filtered = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const banks = useMemo(() => banksOf(rows), [rows]);
  const onFilter =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <ReviewRows<BulkRow>
      filters={
        <div className="tx-filter-row">
          <TextField
            id={`${id}-account`}
            label="Account number"
            inputMode="numeric"
            value={account}
            onChange={(e) => onFilter(setAccount)(e.target.value)}
          />
          <SelectField
            id={`${id}-bank`}
            label="Bank"
            value={bank}
            onChange={(e) => onFilter(setBank)(e.target.value)}
            options={[{ value: '', label: 'All banks' }, ...banks.map((b) => ({ value: b.code, label: b.name }))]}
          />
          <TextField
            id={`${id}-min`}
            label="Amount from"
            inputMode="decimal"
            value={min}
            onChange={(e) => onFilter(setMin)(e.target.value)}
          />
          <TextField
            id={`${id}-max`}
            label="Amount to"
            inputMode="decimal"
            value={max}
            onChange={(e) => onFilter(setMax)(e.target.value)}
          />
          <SelectField
            id={`${id}-verdict`}
            label="Verified"
            value={verdict}
            onChange={(e) => onFilter(setVerdict)(e.target.value as typeof verdict)}
            options={[
              { value: 'all', label: 'Verified and unverified' },
              { value: 'verified', label: 'Verified' },
              { value: 'unverified', label: 'Unverified' },
            ]}
          />
        </div>
      }
      rows={filtered}
      page={page}
      onPage={setPage}
      pageSize={BULK_REVIEW_PAGE_SIZE}
      caption="Bulk rows"
      rowKey={(r) => r.review_hash || r.page_id}
      emptyTitle="No rows match these filters"
      columns={[
        { key: 'name', header: 'Beneficiary', primary: true, cell: (r) => r.account_name || r.fullname || '—' },
        { key: 'account', header: 'Account', cell: (r) => `${r.bank_name || r.bank_code} · ${r.account_number}` },
        { key: 'amount', header: 'Amount', align: 'end', cell: (r) => formatMoney(r.amount, r.currency) },
        {
          key: 'verdict',
          header: 'Verdict',
          cell: (r) => <RowVerdict valid={r.is_valid === true} labels={['Verified', 'Unverified']} error={r.error} />,
        },
        { key: 'narration', header: 'Narration', cell: (r) => r.narration || '—' },
      ]}
    />
  );
}

/** transfers/bulk/{entity}: upload a CSV, review its validated rows, submit the valid ones. */
export function BulkUploadScreen({ entity }: { entity: BulkEntity }) {
  const session = readSessionSnapshot();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wallets = useQuery(walletsQuery());
  const [currency, setCurrency] = useState('NGN');
  const [debitCurrency, setDebitCurrency] = useState(session.currency ?? 'NGN');
  const [file, setFile] = useState<File | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [otp, setOtp] = useState<TransferOtpResponse | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const validation = useValidation(review);
  const id = useId();

  const start = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error('Choose a CSV file first');
      const uploaded = await uploadBulkCsv(file);
      return call(transferEndpoints.bulkInitiate, {
        body: { currency, debit_currency: debitCurrency, csv_url: uploaded.url, entity },
      });
    },
    onSuccess: (started) =>
      setReview({ ref: started.validation_ref, currency, debitCurrency, rowsInFile: started.rows_in_file }),
  });
  const askCode = useMutation({
    mutationFn: requestTransferOtp,
    onSuccess: (answer) => {
      setCodeError(null);
      setOtp(answer);
    },
  });
  const action = useActionKey();
  const submit = useMutation({
    mutationFn: (code: string) =>
      call(transferEndpoints.bulkSubmit, {
        body: { validation_ref: review?.ref ?? '', otp: code },
        idempotencyKey: action.key,
      }),
    onSuccess: (status) => {
      action.renew();
      setOtp(null);
      toast.success(`${status.batch.count} transfers queued.`);
      void queryClient.invalidateQueries({ queryKey: ['transfers'] });
      void navigate({ to: '/dashboard/transfers/bulk-status/$id', params: { id: String(status.batch.id) } });
    },
    onError: (error) => setCodeError(errorText(error, 'Something went wrong.')),
  });

  const valid = validation.stats?.valid ?? validation.rows.filter((r) => r.is_valid).length;
  const validTotal = validation.rows.filter((r) => r.is_valid).reduce((sum, r) => sum + r.amount, 0);

  return (
    <div className="screen">
      <PageHeader
        {...TRANSFERS_HEADINGS['/dashboard/transfers/bulk/$entity']}
        title={entity === 'mobile_money' ? 'Bulk transfer to mobile money' : 'Bulk transfer to bank accounts'}
        actions={
          <Link
            to="/dashboard/transfers/bulk/$entity"
            params={{ entity: entity === 'bank' ? 'mobile_money' : 'bank' }}
            className="button"
            data-variant="ghost"
          >
            {entity === 'bank' ? 'Mobile money instead' : 'Bank accounts instead'}
          </Link>
        }
      />
      <TabsNav label={TRANSFER_TABS.label} items={TRANSFER_TABS.items} />
      {review === null ? (
        <form
          className="form-stack tx-panel"
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate();
          }}
        >
          <FormAlert>{start.isError ? errorText(start.error, 'Something went wrong.') : null}</FormAlert>
          <div className="form-columns">
            <SelectField
              id={`${id}-debit`}
              label="Pay from"
              value={debitCurrency}
              onChange={(e) => setDebitCurrency(e.target.value)}
              options={
                wallets.data?.length
                  ? wallets.data.map((w) => ({
                      value: w.wallet_currency_code,
                      label: `${w.wallet_currency_code} · ${formatMoney(w.available_balance, w.wallet_currency_code)}`,
                    }))
                  : [{ value: debitCurrency, label: debitCurrency }]
              }
            />
            <SelectField
              id={`${id}-currency`}
              label="Beneficiaries receive"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
              options={[...new Set(PAYOUT_COUNTRIES.map((c) => c.currency))].map((c) => ({ value: c, label: c }))}
            />
          </div>
          <CsvFileField
            maxBytes={BULK_CSV_MAX_BYTES}
            tooLarge={`File size exceeds ${BULK_CSV_MAX_BYTES / 1024 / 1024}MB`}
            hint="Columns: account number, bank code, amount, currency, narration and more, as in the template."
            onFile={setFile}
          />
          <UploadActions onTemplate={downloadTemplate} hasFile={file !== null} isPending={start.isPending} />
        </form>
      ) : (
        <>
          <section className="tx-panel" aria-live="polite" aria-label="Review">
            <ReviewSummary
              state={validation.state}
              tone={validation.done ? 'success' : 'info'}
              stats={
                validation.stats
                  ? [
                      {
                        label: 'Processed',
                        value: `${validation.stats.processed} of ${validation.stats.total}`,
                      },
                      { label: 'Valid', value: validation.stats.valid },
                      { label: 'Invalid', value: validation.stats.invalid },
                    ]
                  : null
              }
            />
            {review.rowsInFile > BULK_MAX_ROWS ? (
              <p className="tx-note" role="status">
                {bulkFirstRowsKept(review.rowsInFile)}
              </p>
            ) : null}
            {validation.failure ? <FormAlert>{validation.failure}</FormAlert> : null}
            <div className="tx-actions">
              <Button variant="secondary" onClick={() => setReview(null)}>
                Start again
              </Button>
              <Button
                disabled={!validation.done || valid === 0}
                isPending={askCode.isPending}
                onClick={() => askCode.mutate()}
              >
                {valid > 0
                  ? `Submit ${valid} valid ${valid === 1 ? 'row' : 'rows'} (${formatMoney(validTotal, review.currency)})`
                  : 'Submit valid rows'}
              </Button>
            </div>
            {askCode.isError ? <FormAlert>{errorText(askCode.error, 'Something went wrong.')}</FormAlert> : null}
          </section>
          <BulkReviewRows rows={validation.rows} />
        </>
      )}
      <ConfirmCodeModal
        isOpen={otp !== null}
        authType={otp?.auth_type ?? 'email'}
        sentTo={otp?.sent_to ?? null}
        waitSeconds={otp?.wait_seconds ?? 0}
        isPending={submit.isPending}
        error={codeError}
        onConfirm={(code) => submit.mutate(code)}
        onBack={() => setOtp(null)}
        onCancel={() => setOtp(null)}
        onResend={() => askCode.mutate()}
      />
    </div>
  );
}
