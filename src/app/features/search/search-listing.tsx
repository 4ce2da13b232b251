import { SEARCH_HEADINGS } from './headings';
import { namedRoutePath } from '../../../contract/named-routes';
import { SEARCH_EMPTY_MESSAGE, SEARCH_GROUPS, type SearchGroup } from '../../../contract/search';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { PageHeader } from '../../ui/page-header';
import { PagedList } from '../../ui/paged-list';
import { paymentColumns } from '../../ui/payment-columns';
import {
  searchCards,
  searchCustomers,
  searchSubaccounts,
  searchTerm,
  searchTransactions,
  searchTransfers,
} from './api';

const GROUP_TITLES: Record<SearchGroup, string> = {
  customers: 'Customers',
  transactions: 'Transactions',
  transfers: 'Transfers',
  cards: 'Cards',
  subaccounts: 'Subaccounts',
};

function Group({ group, term, parent }: { group: SearchGroup; term: string; parent: number }) {
  const common = {
    title: GROUP_TITLES[group],
    state: 'local' as const,
    what: group,
    emptyTitle: SEARCH_EMPTY_MESSAGE,
  };
  switch (group) {
    case 'customers':
      return (
        <PagedList
          {...common}
          query={searchCustomers(term)}
          rows={(data) => data.customers}
          rowKey={(row) => row.id}
          rowLink={(row) => namedRoutePath('customersID', { id: row.id })}
          columns={[
            { key: 'name', header: 'Name', primary: true, cell: (row) => row.customer_fullname || 'Not Available' },
            { key: 'email', header: 'Email', cell: (row) => row.customer_email },
            { key: 'date', header: 'Since', cell: (row) => formatDate(row.date_created) },
          ]}
        />
      );
    case 'transactions':
      return (
        <PagedList
          {...common}
          query={searchTransactions(term)}
          rows={(data) => data.transactions}
          rowKey={(row) => row.id}
          rowLink={(row) => namedRoutePath('transactionsID', { id: row.id })}
          columns={paymentColumns(parent)}
        />
      );
    case 'transfers':
      return (
        <PagedList
          {...common}
          query={searchTransfers(term)}
          rows={(data) => data.transfers}
          rowKey={(row) => row.id}
          rowLink={(row) => ({
            to: namedRoutePath('payouts-individual', { id: row.id }),
            search: { ref: row.reference },
          })}
          columns={[
            { key: 'recipient', header: 'Recipient', primary: true, cell: (row) => row.fullname },
            { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount, row.currency) },
            { key: 'reference', header: 'Reference', cell: (row) => row.reference },
            { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
          ]}
        />
      );
    case 'cards':
      return (
        <PagedList
          {...common}
          query={searchCards(term)}
          rows={(data) => data.cards}
          rowKey={(row) => row.card_id}
          rowLink={(row) => namedRoutePath('virtualcardsdetail', { id: row.card_id })}
          columns={[
            { key: 'name', header: 'Name on card', primary: true, cell: (row) => row.name },
            { key: 'number', header: 'Card', cell: (row) => `${row.first6}******${row.last4}` },
            { key: 'currency', header: 'Currency', cell: (row) => row.currency },
            { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
          ]}
        />
      );
    case 'subaccounts':
      return (
        <PagedList
          {...common}
          query={searchSubaccounts(term)}
          rows={(data) => data.subaccounts}
          rowKey={(row) => row.id}
          rowLink={(row) => namedRoutePath('subaccountsIndividual', { id: row.id })}
          columns={[
            { key: 'name', header: 'Business name', primary: true, cell: (row) => row.business_name },
            { key: 'contact', header: 'Contact', cell: (row) => row.fullname },
            { key: 'bank', header: 'Bank', cell: (row) => `${row.bank_name} · ${row.account_number}` },
          ]}
        />
      );
  }
}

/** search/{searchString}: every result of the five groups, with paging. */
export function SearchListing({ searchString }: { searchString: string }) {
  const term = searchTerm(searchString);
  const parent = readSessionSnapshot().business?.parent_account_id ?? 0;
  return (
    <div className="screen">
      <PageHeader {...SEARCH_HEADINGS['/dashboard/search/$searchString']} title={`Results for “${term}”`} />
      {SEARCH_GROUPS.map((group) => (
        <Group key={group} group={group} term={term} parent={parent} />
      ))}
    </div>
  );
}
