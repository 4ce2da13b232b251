import { isBusinessAccount } from '../../../contract/menu';

export interface WalkthroughSlide {
  title: string;
  body: string;
}

const SLIDES = {
  transactions: {
    title: 'Transactions',
    body: 'Every payment your customers make, with its status, channel and reference. Filter, search and export them.',
  },
  customers: {
    title: 'Customers',
    body: 'Everyone who has paid you, what they spent and how often. Blacklist a customer in one tap.',
  },
  balance: {
    title: 'Balance and Settlements',
    body: 'Your available and ledger balances per currency, and when each settlement reaches your bank.',
  },
  transfers: {
    title: 'Transfers',
    body: 'Send money to bank accounts and wallets, one at a time or in bulk, and approve your team’s transfers.',
  },
  links: {
    title: 'Payment Links',
    body: 'Create a link, share it anywhere and get paid without a website.',
  },
  salesmode: {
    title: 'Sales Mode',
    body: 'Take payments in person: show a code or a link to your customer at the counter.',
  },
  pos: {
    title: 'Point of Sales (POS)',
    body: 'Request POS terminals for your shops and follow each order until it is delivered.',
  },
  plans: {
    title: 'Payment Plans and Subscriptions',
    body: 'Charge customers on a schedule: create plans and follow every subscription.',
  },
  paymentPlans: {
    title: 'Payment Plans',
    body: 'Create plans with an amount and an interval, and charge customers on a schedule.',
  },
  subscriptions: {
    title: 'Subscriptions',
    body: 'Follow every customer on a plan: active, cancelled or due, and cancel one when asked.',
  },
} satisfies Record<string, WalkthroughSlide>;

/**
 * The walkthrough's slides (spec 1 §2): 7. For business-type accounts the Sales Mode slide
 * is replaced by Point of Sales (POS) followed by Payment Plans and Subscriptions, 8 slides:
 * read literally that repeats the plans slide, so here the business tour gives Payment Plans
 * and Subscriptions a slide each (8 distinct slides, no Sales Mode).
 */
export function walkthroughSlides(businessType: string | null | undefined): WalkthroughSlide[] {
  const start = [SLIDES.transactions, SLIDES.customers, SLIDES.balance, SLIDES.transfers, SLIDES.links];
  if (isBusinessAccount(businessType)) return [...start, SLIDES.pos, SLIDES.paymentPlans, SLIDES.subscriptions];
  return [...start, SLIDES.salesmode, SLIDES.plans];
}

/** The arrows wrap around; the shell hides next on the last slide and previous on the first. */
export const nextSlide = (index: number, count: number): number => (index + 1) % count;
export const previousSlide = (index: number, count: number): number => (index - 1 + count) % count;

export function slideControls(index: number, count: number) {
  const isLast = index === count - 1;
  return {
    showPrevious: index > 0,
    showNext: !isLast,
    dismissLabel: isLast ? 'Close' : "I don't need this",
    counter: `Slide ${index + 1} of ${count}`,
  };
}
