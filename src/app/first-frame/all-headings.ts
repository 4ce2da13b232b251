import { AUTH_HEADINGS } from '../features/auth/headings';
import { BALANCE_HEADINGS } from '../features/balance/headings';
import { BILLS_HEADINGS } from '../features/bills/headings';
import { CAPITAL_HEADINGS } from '../features/capital/headings';
import { CARDS_HEADINGS } from '../features/cards/headings';
import { COMPLIANCE_HEADINGS } from '../features/compliance/headings';
import { CUSTOMERS_HEADINGS } from '../features/customers/headings';
import { DISPUTES_HEADINGS } from '../features/disputes/headings';
import { EVENTS_HEADINGS } from '../features/events/headings';
import { GUIDES_HEADINGS } from '../features/guides/headings';
import type { PageHeadings } from '../ui/page-heading';
import { INSTAGRAM_HEADINGS } from '../features/instagram/headings';
import { INVOICES_HEADINGS } from '../features/invoices/headings';
import { NO_ACCESS_HEADINGS } from '../features/no-access/headings';
import { ONBOARDING_HEADINGS } from '../features/onboarding/headings';
import { OVERVIEW_HEADINGS } from '../features/overview/headings';
import { PAYMENTS_HEADINGS } from '../features/payments/headings';
import { PAYROLL_HEADINGS } from '../features/payroll/headings';
import { POS_HEADINGS } from '../features/pos/headings';
import { REFERRALS_HEADINGS } from '../features/referrals/headings';
import { SALESMODE_HEADINGS } from '../features/salesmode/headings';
import { SEARCH_HEADINGS } from '../features/search/headings';
import { SETTINGS_HEADINGS } from '../features/settings/headings';
import { STORE_HEADINGS } from '../features/store/headings';
import { SUBACCOUNTS_HEADINGS } from '../features/subaccounts/headings';
import { TRANSACTIONS_HEADINGS } from '../features/transactions/headings';
import { TRANSFERS_HEADINGS } from '../features/transfers/headings';

/**
 * Every screen's heading, for the first frames rendered at build time (first-frames.tsx). Only the build
 * and the tests import this; the screens import their area's table on its own, so a route's code carries
 * only its area's words.
 */
export const allHeadings: PageHeadings = {
  ...AUTH_HEADINGS,
  ...BALANCE_HEADINGS,
  ...BILLS_HEADINGS,
  ...CAPITAL_HEADINGS,
  ...CARDS_HEADINGS,
  ...COMPLIANCE_HEADINGS,
  ...CUSTOMERS_HEADINGS,
  ...DISPUTES_HEADINGS,
  ...EVENTS_HEADINGS,
  ...GUIDES_HEADINGS,
  ...INSTAGRAM_HEADINGS,
  ...INVOICES_HEADINGS,
  ...NO_ACCESS_HEADINGS,
  ...ONBOARDING_HEADINGS,
  ...OVERVIEW_HEADINGS,
  ...PAYMENTS_HEADINGS,
  ...PAYROLL_HEADINGS,
  ...POS_HEADINGS,
  ...REFERRALS_HEADINGS,
  ...SALESMODE_HEADINGS,
  ...SEARCH_HEADINGS,
  ...SETTINGS_HEADINGS,
  ...STORE_HEADINGS,
  ...SUBACCOUNTS_HEADINGS,
  ...TRANSACTIONS_HEADINGS,
  ...TRANSFERS_HEADINGS,
};
