/** The chargeback tabs (spec 1 route table); apart from the screen so the route's check stays out of its chunk. */
export const CHARGEBACK_TABS = ['all', 'won', 'lost', 'pending', 'response-pending', 'fines', 'balance'] as const;
export type ChargebackTab = (typeof CHARGEBACK_TABS)[number];

export const isChargebackTab = (tab: string): tab is ChargebackTab =>
  (CHARGEBACK_TABS as readonly string[]).includes(tab);
