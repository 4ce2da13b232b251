import type { PageHeadings } from '../../ui/page-heading';

/** The signed-out screens' headings (for screens that check a link first: the heading while they check). */
export const AUTH_HEADINGS = {
  '/login': { title: 'Sign in to {product}', description: 'Welcome back. Enter your details to continue.' },
  '/signup': { title: 'Create your account', description: 'Start accepting payments in minutes.' },
  '/reset': {
    title: 'Reset your password',
    description: 'Enter the email you sign in with and we will send you a reset link.',
  },
  '/reset/$id': { title: 'Reset your password' },
  '/verify/email': { title: 'Check your mailbox' },
  '/activate/$id': { title: 'Confirming your email' },
  '/confirm-account/$token': { title: 'Confirming your email' },
  '/accept/$id': { title: 'Your invitation' },
  '/deleted': { title: 'No access to this dashboard' },
} as const satisfies PageHeadings;
