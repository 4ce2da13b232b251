import type { PageHeadings } from '../../ui/page-heading';

const STEPS =
  'What is left before you can collect payments: a bank account, your business details, verification and going live.';

/** The setup screens' headings. */
export const ONBOARDING_HEADINGS = {
  '/dashboard/setup': { eyebrow: 'Setup', title: 'Set up your account', description: STEPS },
  '/dashboard/onboarding': { eyebrow: 'Setup', title: 'Onboarding', description: STEPS },
  '/dashboard/setup/instructions': {
    eyebrow: 'Setup',
    title: 'Integration instructions',
    description: 'Collect payments on your website or app in three steps.',
  },
} as const satisfies PageHeadings;
