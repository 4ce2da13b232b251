import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CARD_TRANSACTION_LABELS, type CardDetail as Card } from '../../../contract/cards';
import { CARDS_HEADINGS } from './headings';
import { isAdminRole } from '../../../contract/roles';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { readSessionSnapshot } from '../../lib/session';
import { cardQuery, cardTransactionsQuery, virtualCardsQuery } from '../../queries/cards';
import { Button } from '../../ui/button';
import { DetailList, Panel } from '../../ui/detail-list';
import { ListScreen } from '../../ui/list-screen';
import { ModalDialog } from '../../ui/modal-dialog';
import { PagedList } from '../../ui/paged-list';
import { RecordState } from '../../ui/record-state';
import { PlainStatus, StatusBadge } from '../../ui/status-badge';
import { CardActions } from './card-actions';
import { NewCardForm } from './create-card';
import './cards.css';

const masked = (first6: string, last4: string) => `${first6.slice(0, 4)} ${first6.slice(4)}** **** ${last4}`;

export const CARD_TABS = {
  label: 'Cards',
  items: [
    { label: 'Cards', to: '/dashboard/cards' },
    { label: 'Bulk upload', to: '/dashboard/cards/bulk-upload' },
  ],
} as const;

/** cards: the virtual cards, and (for the admins) a new card. */
export function CardsScreen() {
  const [creating, setCreating] = useState(false);
  const admin = isAdminRole(readSessionSnapshot().role);
  return (
    <>
      <ListScreen
        heading={CARDS_HEADINGS['/dashboard/cards']}
        actions={admin ? <Button onClick={() => setCreating(true)}>Create card</Button> : null}
        tabs={CARD_TABS}
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
        emptyBody={<p>Create a card to pay for online services from your balance.</p>}
      />
      <ModalDialog isOpen={creating} onOpenChange={setCreating} title="Create a virtual card" variant="sheet">
        {creating ? <NewCardForm onDone={() => setCreating(false)} /> : null}
      </ModalDialog>
    </>
  );
}

/** cards/{id}: id is the card id. Its details, what an admin can do with it, and its transactions. */
export function CardDetail({ id }: { id: string }) {
  const admin = isAdminRole(readSessionSnapshot().role);
  return (
    <RecordState
      what="card"
      heading={CARDS_HEADINGS['/dashboard/cards/$id']}
      back={<Link to="/dashboard/cards">← All cards</Link>}
      query={cardQuery(id)}
      render={(card) => ({
        title: card.name,
        body: (
          <>
            <Panel title="Details" actions={<PlainStatus status={card.status} />}>
              <p className="cards-balance">
                <span>Card balance</span>
                <strong>{formatMoney(card.balance, card.currency)}</strong>
              </p>
              {admin ? <CardActions card={card} /> : null}
              <DetailList items={detailItems(card)} />
            </Panel>
            <PagedList
              title="Card transactions"
              state="local"
              what="card transactions"
              query={(params) => cardTransactionsQuery(card.card_id, params.page)}
              rows={(data) => data.transactions}
              rowKey={(row) => row.id}
              columns={[
                {
                  key: 'what',
                  header: 'Transaction',
                  primary: true,
                  cell: (row) => (row.merchant ? `Purchase at ${row.merchant}` : CARD_TRANSACTION_LABELS[row.type]),
                },
                {
                  key: 'amount',
                  header: 'Amount',
                  align: 'end',
                  cell: (row) => formatMoney(row.amount, row.currency),
                },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (row) =>
                    row.status === 'declined' ? (
                      <span className="cards-declined">
                        <StatusBadge label="Declined" tone="danger" /> {row.decline_reason}
                      </span>
                    ) : (
                      <StatusBadge label="Successful" tone="success" />
                    ),
                },
                { key: 'date', header: 'Date', cell: (row) => formatDate(row.date_created) },
              ]}
              emptyTitle="No card transactions yet"
              emptyBody={<p>Funding, withdrawals and purchases on this card show here.</p>}
            />
          </>
        ),
      })}
    />
  );
}

function detailItems(card: Card) {
  const address = card.billing_address;
  return [
    { label: 'Card number', value: masked(card.first6, card.last4) },
    { label: 'Currency', value: card.currency },
    {
      label: 'Billing address',
      value: address
        ? `${address.street}, ${address.city}, ${address.state} ${address.postal_code}, ${address.country}`
        : 'Not Available',
    },
    { label: 'Card ID', value: card.card_id },
    { label: 'Created', value: formatDate(card.date_created) },
    ...(card.terminated_at ? [{ label: 'Terminated', value: formatDate(card.terminated_at) }] : []),
  ];
}
