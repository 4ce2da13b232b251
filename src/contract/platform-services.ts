import * as v from 'valibot';
import type { EndpointDef } from './endpoint-def';

/**
 * The provider's small services the dashboard asks (spec 1 §7, spec 2 §7): the caller's address as the
 * server sees it, and the business's barter merchant id, enrolled on first need.
 */

/** GET flwv3-pug/getpaidx/api/ip: the address the server answers, the one the IP whitelist compares. */
export const ClientIp = v.object({ ip: v.nullable(v.string()) });
export type ClientIp = v.InferOutput<typeof ClientIp>;

/** GET v2/services/barter/merchant_id: the business's barter merchant id (data.id). */
export const BarterMerchantId = v.object({ id: v.string() });
/** POST v2/services/barter/enroll: the id given to the business (data.merchant_unique_id). */
export const BarterEnrolment = v.object({ merchant_unique_id: v.string() });

export const BARTER_MESSAGES = {
  notEnrolled: 'This business has no barter merchant id yet',
  enrolled: 'Business enrolled for barter',
} as const;

/** The prefix of the merchant ids enrolment gives (seeded and sandbox businesses use others). */
export const BARTER_ID_PREFIX = 'BTR';

export const platformServiceEndpoints = {
  clientIp: {
    method: 'GET',
    path: 'flwv3-pug/getpaidx/api/ip',
    host: 'main',
    auth: 'account',
    response: ClientIp,
  },
  barterMerchantId: {
    method: 'GET',
    path: 'v2/services/barter/merchant_id',
    host: 'main',
    auth: 'account',
    response: BarterMerchantId,
  },
  barterEnroll: {
    method: 'POST',
    path: 'v2/services/barter/enroll',
    host: 'main',
    auth: 'account',
    response: BarterEnrolment,
  },
} as const satisfies Record<string, EndpointDef>;
