import type { Hono } from 'hono';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { CARD_MESSAGES } from '../../../contract/cards';
import { resolveSession } from '../../auth/sessions';
import { type AppEnv, serve } from '../../http';
import { byBody, byId, byQuery, created, serveWithSession } from '../../session-routes';
import { createCardsFromCsv, validateCardsCsv } from './bulk';
import * as service from './service';
import { virtualCardList } from './lists';
import { searchCards } from './search';

/** Virtual cards (card API): create, one card and its transactions, fund, withdraw, freeze, terminate, bulk. */
export function cardRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.cardsSearch, byQuery(searchCards));
  serveWithSession(api, endpoints.virtualCards, byQuery(virtualCardList));
  serveWithSession(api, endpoints.cardsBulkValidate, (r) => validateCardsCsv(r.db, r.session, r.body.csv));
  serve(api, endpoints.cardsBulkCreate, resolveSession, async ({ deps, session, body }) => {
    const data = await createCardsFromCsv(deps.db, session, body.csv);
    return { data, status: 201, message: CARD_MESSAGES.bulkCreated(data.created.length) };
  });
  serveWithSession(api, endpoints.createCard, byBody(service.createCard), created(CARD_MESSAGES.created));
  serveWithSession(api, endpoints.cardDetail, byId(service.cardDetail));
  serveWithSession(api, endpoints.cardTransactions, (r) => service.cardTransactionList(r.db, r.session, r.id, r.query));
  serveWithSession(
    api,
    endpoints.fundCard,
    (r) => service.fundCard(r.db, r.session, r.id, r.body.amount),
    CARD_MESSAGES.funded,
  );
  serveWithSession(
    api,
    endpoints.withdrawCard,
    (r) => service.withdrawCard(r.db, r.session, r.id, r.body.amount),
    CARD_MESSAGES.withdrawn,
  );
  serveWithSession(api, endpoints.freezeCard, byId(service.freezeCard), CARD_MESSAGES.frozenDone);
  serveWithSession(api, endpoints.unfreezeCard, byId(service.unfreezeCard), CARD_MESSAGES.unfrozen);
  serveWithSession(api, endpoints.terminateCard, byId(service.terminateCard), CARD_MESSAGES.terminatedDone);
}

/** The sandbox's merchant that charges a card (only in sandbox mode, behind its guard). */
export function cardSandboxRoutes(api: Hono<AppEnv>): void {
  serve(api, endpoints.sandboxCardCharge, resolveSession, async ({ deps, body }) => {
    const data = await service.chargeCard(deps.db, body);
    return { data, message: data.decline_reason ? `Declined: ${data.decline_reason}` : 'Approved' };
  });
}
