import type { PageHeadings } from '../../ui/page-heading';

/** The settings screens' headings. */
export const SETTINGS_HEADINGS = {
  '/dashboard/settings/general': {
    eyebrow: 'Settings',
    title: 'General settings',
    description: 'Your business profile, with its merchant and account IDs, and your own name, email and role.',
  },
  '/dashboard/settings/users': {
    eyebrow: 'Settings',
    title: 'Team members',
    description: 'People who can sign in to this business. Owners and admins invite them and choose their roles.',
  },
  '/dashboard/settings/apis': {
    eyebrow: 'Settings',
    title: 'API keys',
    description: 'Keys your website or app uses to call the payments API.',
  },
  '/dashboard/settings/webhooks': {
    eyebrow: 'Settings',
    title: 'Webhooks',
    description: 'Where we send payment notifications for your server.',
  },
  '/dashboard/settings/accounts': {
    eyebrow: 'Settings',
    title: 'Businesses',
    description: 'Every business you can sign in to, with its merchant ID and your role in it.',
  },
  '/dashboard/settings/bankaccount': {
    eyebrow: 'Settings',
    title: 'Bank account',
    description: 'The account we pay your settlements into. When you have several, the default one is marked.',
  },
  '/dashboard/settings/whitelist-ip': {
    eyebrow: 'Settings',
    title: 'Whitelisted IPs',
    description: 'When the list has addresses, only they may call the merchant API with your secret keys.',
  },
  '/dashboard/settings/approval-rules': {
    eyebrow: 'Settings',
    title: 'Approval rules',
    description:
      'Which transfers wait for approval, and for how many different approvers: for example two above NGN 5,000,000.',
  },
  '/dashboard/settings/audit-log': {
    eyebrow: 'Settings',
    title: 'Audit log',
    description:
      "Changes to your team and to your members' sign-in: who made each, when, from which address and what changed.",
  },
} as const satisfies PageHeadings;
