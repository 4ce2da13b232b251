import type { MenuIcon } from '../../../contract/menu';

/** Stroke icons (24×24) for the menu and the bars; decorative, so hidden from screen readers. */
const PATHS: Record<
  | MenuIcon
  | 'more'
  | 'search'
  | 'bell'
  | 'close'
  | 'chevron'
  | 'collapse'
  | 'plus'
  | 'check'
  | 'user'
  | 'logout'
  | 'arrow-left'
  | 'arrow-right',
  string
> = {
  setup: 'M12 3v3m0 12v3M3 12h3m12 0h3M6 6l2 2m8 8 2 2M6 18l2-2m8-8 2-2M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9Z',
  overview: 'M4 13h6V4H4v9Zm0 7h6v-4H4v4Zm10 0h6v-9h-6v9Zm0-16v4h6V4h-6Z',
  transactions: 'M4 7h13l-3-3M20 17H7l3 3',
  customers:
    'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM21 20v-1a4 4 0 0 0-3-3.9M15 4.1a3.5 3.5 0 0 1 0 6.8',
  balance: 'M3 7h18v12H3V7Zm0 4h18M7 15h3M5 7l10-4 2 4',
  transfers: 'M5 12h14m-5-6 6 6-6 6',
  subaccounts: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 3.5h7M16.5 13v7',
  refunds: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  chargebacks: 'M12 3 3 20h18L12 3Zm0 6v5m0 3v.5',
  bills: 'M7 3h10v18l-2-1.5L13 21l-1-1.5L11 21l-2-1.5L7 21V3Zm3 5h4m-4 4h4',
  store: 'M4 9h16l-1-5H5L4 9Zm0 0v11h16V9M9 20v-6h6v6',
  capital: 'M3 21h18M5 10h14M12 3l8 5H4l8-5ZM7 10v8m5-8v8m5-8v8',
  links: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  salesmode: 'M4 4h16v12H4V4Zm4 16h8m-4-4v4',
  pos: 'M6 3h12v18H6V3Zm3 4h6m-6 4h6m-6 4h2m2 0h2',
  plans: 'M4 5h16v15H4V5Zm0 5h16M8 3v4m8-4v4',
  invoices: 'M6 3h9l3 3v15H6V3Zm3 7h6m-6 4h6m-6 4h3',
  payroll: 'M3 7h18v10H3V7Zm9 2.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM6 10v4m12-4v4',
  referrals:
    'M20 12v9H4v-9m16-5H4v5h16V7Zm-8 14V7m0 0H8.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h3.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.3 7.3 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.5a7.3 7.3 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.3 7.3 0 0 0 2.2 1.3l.4 2.5h4l.4-2.5a7.3 7.3 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3Z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm10 3-5-5',
  bell: 'M18 16V11a6 6 0 1 0-12 0v5l-2 2h16l-2-2ZM10 20a2 2 0 0 0 4 0',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M8 10l4 4 4-4',
  collapse: 'M15 6l-6 6 6 6',
  plus: 'M12 5v14M5 12h14',
  check: 'M5 12l5 5 9-10',
  user: 'M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  logout: 'M15 4h4v16h-4M10 16l-4-4 4-4M6 12h11',
  'arrow-left': 'M15 5l-7 7 7 7',
  'arrow-right': 'M9 5l7 7-7 7',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
