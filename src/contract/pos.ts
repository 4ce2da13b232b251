import * as v from 'valibot';
import { POS_ORDER_STATUSES, PosOrder, type PosOrderStatus } from './areas';
import { normalisePhone } from './bills';
import { phoneIsValid } from './compliance-rules';
import { countryByCode } from './countries';
import type { EndpointDef } from './endpoint-def';

/** How many terminals one request may ask for. */
export const POS_TERMINALS_MIN = 1;
export const POS_TERMINALS_MAX = 50;

export const POS_MESSAGES = {
  /** The refusal when merchant_can_make_posrequests is not on for the business. */
  notEnabled: 'POS terminal requests are not enabled for your business. Contact support to enable them.',
  requested: 'Your request for POS terminals has been received',
  notFound: 'POS order not found',
  alreadyDelivered: 'This POS order has already been delivered',
  quantity: `Enter a number of terminals from ${POS_TERMINALS_MIN} to ${POS_TERMINALS_MAX}`,
  addressEmpty: 'Enter the delivery address',
  addressLong: 'The delivery address is too long',
  contactNameEmpty: "Enter the contact person's name",
  contactNameLong: "The contact person's name is too long",
  contactPhoneEmpty: "Enter the contact person's phone number",
} as const;

/** Each step's label and what it means for the merchant, in the order a request goes through them. */
export const POS_STEPS: Record<PosOrderStatus, { label: string; description: string }> = {
  requested: { label: 'Requested', description: 'We have your request and are reviewing it.' },
  approved: { label: 'Approved', description: 'Your terminals are being prepared for delivery.' },
  shipped: { label: 'Shipped', description: 'Your terminals are on their way to the delivery address.' },
  delivered: { label: 'Delivered', description: 'Your terminals were delivered to the contact person.' },
};

/** The step after `status`, or null once delivered. */
export function nextPosStatus(status: PosOrderStatus): PosOrderStatus | null {
  return POS_ORDER_STATUSES[POS_ORDER_STATUSES.indexOf(status) + 1] ?? null;
}

/** The contact's phone number in the business's country, or the message saying what is wrong with it. */
export function posContactPhone(country: string, phone: string): { phone: string } | { problem: string } {
  const found = countryByCode(country);
  if (phone.trim() === '') return { problem: POS_MESSAGES.contactPhoneEmpty };
  if (!found) return { phone: phone.trim() };
  const normalised = normalisePhone(phone, found.phone);
  if (!phoneIsValid(country, normalised, found.phone)) {
    return { problem: `Enter a valid ${found.fullname} phone number, like ${found.phone}8031234567` };
  }
  return { phone: normalised };
}

const text = (empty: string, long: string, max: number) =>
  v.pipe(v.string(empty), v.trim(), v.minLength(1, empty), v.maxLength(max, long));

/** POST v2/pos/orders: how many terminals, where to deliver them and who receives them. */
export const PosRequestBody = v.object({
  quantity: v.pipe(
    v.number(POS_MESSAGES.quantity),
    v.integer(POS_MESSAGES.quantity),
    v.minValue(POS_TERMINALS_MIN, POS_MESSAGES.quantity),
    v.maxValue(POS_TERMINALS_MAX, POS_MESSAGES.quantity),
  ),
  address: text(POS_MESSAGES.addressEmpty, POS_MESSAGES.addressLong, 200),
  contact_name: text(POS_MESSAGES.contactNameEmpty, POS_MESSAGES.contactNameLong, 80),
  /** Checked against the business's country by the server (posContactPhone). */
  contact_phone: v.pipe(
    v.string(POS_MESSAGES.contactPhoneEmpty),
    v.minLength(1, POS_MESSAGES.contactPhoneEmpty),
    v.maxLength(24, 'Phone number is invalid'),
  ),
});
export type PosRequestBody = v.InferOutput<typeof PosRequestBody>;

/** One request with when it reached each step (null for the steps it has not reached). */
export const PosOrderDetail = v.object({
  ...PosOrder.entries,
  steps: v.array(v.object({ status: v.picklist(POS_ORDER_STATUSES), date: v.nullable(v.string()) })),
});
export type PosOrderDetail = v.InferOutput<typeof PosOrderDetail>;

/** POST sandbox/pos/orders/advance: the sandbox's provider moves a request one step on. */
export const PosAdvanceBody = v.object({
  order_id: v.pipe(
    v.number('Order is required'),
    v.integer('Order is invalid'),
    v.minValue(1, 'Order is invalid'),
    // int4 column: a larger id is no order, not a database error.
    v.maxValue(2_147_483_647, 'Order is invalid'),
  ),
});

export const posEndpoints = {
  posOrder: {
    method: 'GET',
    path: 'v2/pos/orders/:id',
    host: 'main',
    auth: 'account',
    response: PosOrderDetail,
  },
  requestPosTerminals: {
    method: 'POST',
    path: 'v2/pos/orders',
    host: 'main',
    auth: 'account',
    body: PosRequestBody,
    response: PosOrderDetail,
  },
  sandboxPosAdvance: {
    method: 'POST',
    path: 'sandbox/pos/orders/advance',
    host: 'main',
    auth: 'none',
    body: PosAdvanceBody,
    response: PosOrderDetail,
  },
} as const satisfies Record<string, EndpointDef>;
