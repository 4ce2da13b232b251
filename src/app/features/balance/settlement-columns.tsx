import type * as v from 'valibot';
import type { Settlement } from '../../../contract/areas';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import type { Column } from '../../ui/data-list';
import { PlainStatus } from '../../ui/status-badge';

type SettlementRow = v.InferOutput<typeof Settlement>;

export const SETTLEMENT_COLUMNS: Column<SettlementRow>[] = [
  { key: 'date', header: 'Due date', primary: true, cell: (row) => formatDate(row.due_date) },
  { key: 'net', header: 'Net amount', align: 'end', cell: (row) => formatMoney(row.net_amount, row.currency) },
  { key: 'gross', header: 'Gross', align: 'end', cell: (row) => formatMoney(row.gross_amount, row.currency) },
  { key: 'fee', header: 'Fee', align: 'end', cell: (row) => formatMoney(row.fee, row.currency) },
  { key: 'count', header: 'Transactions', align: 'end', cell: (row) => row.transactions_count },
  { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
];
export const settlementLink = (row: SettlementRow) => `/dashboard/balance/settlements/${row.id}`;
