import { useQuery } from '@tanstack/react-query';
import { CARDS_HEADINGS } from '../../../contract/cards-headings';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { RecordState } from '../../ui/record-state';
import { PlainStatus } from '../../ui/status-badge';
import { cardQuery, virtualCardsQuery } from './api';

const masked = (first6: string, last4: string) => `${first6.slice(0, 4)} ${first6.slice(4)}** **** ${last4}`;

export interface CardsScreenProps {
  /** The route shown: the cards, or the bulk upload (whose uploads create these cards). */
  path?: '/dashboard/cards' | '/dashboard/cards/bulk-upload';
}

/** cards (and cards/bulk-upload, whose uploads create these cards) */
export function CardsScreen({ path = '/dashboard/cards' }: CardsScreenProps) {
  return (
    <ListScreen
      heading={CARDS_HEADINGS[path]}
      tabs={{
        label: 'Cards',
        items: [
          { label: 'Cards', to: '/dashboard/cards' },
          { label: 'Bulk upload', to: '/dashboard/cards/bulk-upload' },
        ],
      }}
      what="cards"
      query={virtualCardsQuery}
      rows={(data) => data.cards}
      columns={[
        { key: 'name', header: 'Name on card', primary: true, cell: (row) => row.name },
        { key: 'number', header: 'Card number', cell: (row) => masked(row.first6, row.last4) },
        { key: 'balance', header: 'Balance', align: 'end', cell: (row) => formatMoney(row.balance, row.currency) },
        { key: 'status', header: 'Status', cell: (row) => <PlainStatus status={row.status} /> },
        { key: 'date', header: 'Created', cell: (row) => formatDate(row.date_created) },
      ]}
      rowKey={(row) => row.card_id}
      rowLink={(row) => `/dashboard/cards/${encodeURIComponent(row.card_id)}`}
      searchLabel="Search cards by name"
      emptyTitle="No virtual cards yet"
      emptyBody={<p>Cards you create will show here.</p>}
    />
  );
}

/** cards/{id}: id is the card id. */
export function CardDetail({ id }: { id: string }) {
  const result = useQuery(cardQuery(id));
  return (
    <RecordState
      what="card"
      heading={CARDS_HEADINGS['/dashboard/cards/$id']}
      back={<Link to="/dashboard/cards">← All cards</Link>}
      result={result}
      render={(card) => ({
        title: card.name,
        body: (
          <Panel title="Details">
            <DetailList
              items={[
                { label: 'Card ID', value: card.card_id },
                { label: 'Card number', value: masked(card.first6, card.last4) },
                { label: 'Currency', value: card.currency },
                {
                  label: 'Balance',
                  value: card.balance === null ? 'Not Available' : formatMoney(card.balance, card.currency),
                },
                { label: 'Status', value: card.status ? <PlainStatus status={card.status} /> : 'Not Available' },
                { label: 'Created', value: formatDate(card.date_created) },
              ]}
            />
          </Panel>
        ),
      })}
    />
  );
}
