import * as v from 'valibot';
import { PaymentLinkDetail, PaymentLinkRequest } from './links-plans';
import { TransactionDetail, TransactionsFilterQuery, TransactionsPage } from './queries';
import { CreateTransferRequest, TransferDetail } from './transfers';

/**
 * The merchant API under /api/v3: what a merchant's own server calls with its secret key
 * (Authorization: Bearer FLWSECK_TEST-...). It is not the dashboard's API: no session, no app id, and
 * the IP whitelist of settings/whitelist-ip applies. Bodies and answers are the dashboard's own schemas,
 * so the two never drift apart. The app never calls it; docs/api-v3.md shows each call with curl.
 */
export const V3_BASE = 'v3';

export const V3_ERROR_CODES = {
  invalidKey: 'INVALID_SECRET_KEY',
  wrongMode: 'KEY_MODE_MISMATCH',
  ipNotWhitelisted: 'IP_NOT_WHITELISTED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
} as const;

export const V3_MESSAGES = {
  missingKey: 'Send your secret key as Authorization: Bearer <secret key>',
  invalidKey: 'Invalid secret key: it may have been regenerated. Copy the current one from Settings > API keys.',
  testKeyInLive: 'This is a test secret key and the business is in live mode: use the live secret key',
  liveKeyInTest: 'This is a live secret key and the business is in test mode: use the test secret key',
  ipNotWhitelisted: (address: string) =>
    `Requests from ${address} are not allowed: add this address in Settings > Whitelist IP, or call from an address on the list`,
  unknownAddress: 'Requests from an unknown address are not allowed while the IP whitelist is in use',
  transactionNotFound: 'Transaction not found',
  tooManyBadKeys: 'Too many calls with a wrong secret key from your network. Try again in a few minutes.',
} as const;

export interface V3EndpointDef {
  method: 'GET' | 'POST';
  /** Under /api/v3/. */
  path: string;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  response: v.GenericSchema;
  /** Honours Idempotency-Key (DESIGN §7), per business. */
  idempotent?: true;
}

export const VerifyByReferenceQuery = v.object({
  tx_ref: v.pipe(
    v.string('tx_ref is required'),
    v.trim(),
    v.nonEmpty('tx_ref is required'),
    v.maxLength(100, 'tx_ref must be at most 100 characters'),
  ),
});

/** A transfer by API: the dashboard's body without the confirmation code (the secret key is the credential). */
export const V3TransferRequest = v.omit(CreateTransferRequest, ['otp']);
export type V3TransferRequest = v.InferInput<typeof V3TransferRequest>;

export const v3Endpoints = {
  verifyTransaction: { method: 'GET', path: 'transactions/:id/verify', response: TransactionDetail },
  verifyByReference: {
    method: 'GET',
    path: 'transactions/verify_by_reference',
    query: VerifyByReferenceQuery,
    response: TransactionDetail,
  },
  transactions: { method: 'GET', path: 'transactions', query: TransactionsFilterQuery, response: TransactionsPage },
  createPaymentLink: { method: 'POST', path: 'payment-links', body: PaymentLinkRequest, response: PaymentLinkDetail },
  createTransfer: {
    method: 'POST',
    path: 'transfers',
    body: V3TransferRequest,
    response: TransferDetail,
    idempotent: true,
  },
} as const satisfies Record<string, V3EndpointDef>;
