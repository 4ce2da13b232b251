import { namedRoutePath } from '../../../contract/named-routes';
import { transactionStatusLabel, transferStatusLabel } from '../../../contract/rules';
import {
  type CardRecord,
  type CustomerRecord,
  SEARCH_RESULTS_PER_GROUP,
  type SearchGroup,
  type SubaccountRecord,
  type TransactionRecord,
  type TransferRecord,
} from '../../../contract/search';

export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  customers: 'Customers',
  transactions: 'Transactions',
  transfers: 'Transfers',
  cards: 'Cards',
  subaccounts: 'Subaccounts',
};

export const SEARCH_PLACEHOLDER = 'Search transactions, customers, cards, subaccounts and payment references';

export interface SearchResultLink {
  key: string;
  title: string;
  subtitle: string;
  href: string;
}

export interface SearchRows {
  customers: CustomerRecord[];
  transactions: TransactionRecord[];
  transfers: TransferRecord[];
  cards: CardRecord[];
  subaccounts: SubaccountRecord[];
}

/** A group's rows as links (at most two), each to its named detail route (spec 1 §2 search links). */
export function searchResultLinks<G extends SearchGroup>(
  group: G,
  rows: SearchRows[G],
  parentAccountId = 0,
): SearchResultLink[] {
  const shown = rows.slice(0, SEARCH_RESULTS_PER_GROUP);
  switch (group) {
    case 'customers':
      return (shown as CustomerRecord[]).map((row) => ({
        key: `customer-${row.id}`,
        title: row.customer_fullname,
        subtitle: row.customer_email,
        href: namedRoutePath('customersID', { id: row.id }),
      }));
    case 'transactions':
      return (shown as TransactionRecord[]).map((row) => ({
        key: `transaction-${row.id}`,
        title: row.unique_reference,
        subtitle: [transactionStatusLabel(row.status, parentAccountId), row.narration].filter(Boolean).join(' · '),
        href: namedRoutePath('transactionsID', { id: row.id }),
      }));
    case 'transfers':
      return (shown as TransferRecord[]).map((row) => ({
        key: `transfer-${row.id}`,
        title: row.reference,
        subtitle: [row.fullname, transferStatusLabel(row.status)].filter(Boolean).join(' · '),
        href: namedRoutePath('payouts-individual', { id: row.id }),
      }));
    case 'cards':
      return (shown as CardRecord[]).map((row) => ({
        key: `card-${row.card_id}`,
        title: row.name,
        subtitle: `${row.first6}******${row.last4} · ${row.currency}`,
        href: namedRoutePath('virtualcardsdetail', { id: row.card_id }),
      }));
    case 'subaccounts':
      return (shown as SubaccountRecord[]).map((row) => ({
        key: `subaccount-${row.id}`,
        title: row.business_name,
        subtitle: [row.bank_name, row.account_number].filter(Boolean).join(' · '),
        href: namedRoutePath('subaccountsIndividual', { id: row.id }),
      }));
    default:
      return [];
  }
}
