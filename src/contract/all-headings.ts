import { AUTH_HEADINGS } from './auth-headings';
import { BALANCE_HEADINGS } from './balance-headings';
import { BILLS_HEADINGS } from './bills-headings';
import { CAPITAL_HEADINGS } from './capital-headings';
import { CARDS_HEADINGS } from './cards-headings';
import { COMPLIANCE_HEADINGS } from './compliance-headings';
import { CUSTOMERS_HEADINGS } from './customers-headings';
import { DISPUTES_HEADINGS } from './disputes-headings';
import { EVENTS_HEADINGS } from './events-headings';
import { GUIDES_HEADINGS } from './guides-headings';
import type { PageHeadings } from './headings';
import { INSTAGRAM_HEADINGS } from './instagram-headings';
import { INVOICES_HEADINGS } from './invoices-headings';
import { NO_ACCESS_HEADINGS } from './no-access-headings';
import { ONBOARDING_HEADINGS } from './onboarding-headings';
import { OVERVIEW_HEADINGS } from './overview-headings';
import { PAYMENTS_HEADINGS } from './payments-headings';
import { PAYROLL_HEADINGS } from './payroll-headings';
import { POS_HEADINGS } from './pos-headings';
import { REFERRALS_HEADINGS } from './referrals-headings';
import { SALESMODE_HEADINGS } from './salesmode-headings';
import { SEARCH_HEADINGS } from './search-headings';
import { SETTINGS_HEADINGS } from './settings-headings';
import { STORE_HEADINGS } from './store-headings';
import { SUBACCOUNTS_HEADINGS } from './subaccounts-headings';
import { TRANSACTIONS_HEADINGS } from './transactions-headings';
import { TRANSFERS_HEADINGS } from './transfers-headings';

/**
 * Every screen's heading: the server pre-renders them. Only the server imports this; the app imports each
 * area's table on its own, so a route's code carries only its area's words.
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
