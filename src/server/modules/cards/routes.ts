import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { CARD_MESSAGES } from '../../../contract/cards';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { serveWithSession } from '../../session-routes';
import { createCardsFromCsv, validateCardsCsv } from './bulk';
import {
  cardDetail,
  cardTransactionList,
  chargeCard,
  createCard,
  freezeCard,
  fundCard,
  terminateCard,
  unfreezeCard,
  withdrawCard,
} from './service';
import { virtualCardList } from './lists';
import { searchCards } from './search';

/** Virtual cards (card API): create, one card and its transactions, fund, withdraw, freeze, terminate, bulk. */
export function cardRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.cardsSearch, (r) => searchCards(r.db, r.session, r.query));
  serveWithSession(api, endpoints.virtualCards, (r) => virtualCardList(r.db, r.session, r.query));
  serveWithSession(api, endpoints.cardsBulkValidate, (r) => validateCardsCsv(r.db, r.session, r.body.csv));
  serve(api, endpoints.cardsBulkCreate, resolveSession, async ({ deps, session, body }) => {
    const data = await createCardsFromCsv(deps.db, session, body.csv);
    return { data, status: 201, message: CARD_MESSAGES.bulkCreated(data.created.length) };
  });
  serve(api, endpoints.createCard, resolveSession, async ({ deps, session, body }) => ({
    data: await createCard(deps.db, session, body),
    status: 201,
    message: CARD_MESSAGES.created,
  }));
  serveWithSession(api, endpoints.cardDetail, (r) => cardDetail(r.db, r.session, r.id));
  serveWithSession(api, endpoints.cardTransactions, (r) => cardTransactionList(r.db, r.session, r.id, r.query));
  serve(api, endpoints.fundCard, resolveSession, async ({ deps, session, params, body }) => ({
    data: await fundCard(deps.db, session, params.id!, body.amount),
    message: CARD_MESSAGES.funded,
  }));
  serve(api, endpoints.withdrawCard, resolveSession, async ({ deps, session, params, body }) => ({
    data: await withdrawCard(deps.db, session, params.id!, body.amount),
    message: CARD_MESSAGES.withdrawn,
  }));
  serve(api, endpoints.freezeCard, resolveSession, async ({ deps, session, params }) => ({
    data: await freezeCard(deps.db, session, params.id!),
    message: CARD_MESSAGES.frozenDone,
  }));
  serve(api, endpoints.unfreezeCard, resolveSession, async ({ deps, session, params }) => ({
    data: await unfreezeCard(deps.db, session, params.id!),
    message: CARD_MESSAGES.unfrozen,
  }));
  serve(api, endpoints.terminateCard, resolveSession, async ({ deps, session, params }) => ({
    data: await terminateCard(deps.db, session, params.id!),
    message: CARD_MESSAGES.terminatedDone,
  }));
}

/** The sandbox's merchant that charges a card (only in sandbox mode, behind its guard). */
export function cardSandboxRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.sandboxCardCharge, resolveSession, async ({ deps, body }) => {
    const data = await chargeCard(deps.db, body);
    return { data, message: data.decline_reason ? `Declined: ${data.decline_reason}` : 'Approved' };
  });
}
