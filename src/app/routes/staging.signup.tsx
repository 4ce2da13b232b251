import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/staging/signup')({
  beforeLoad: () => {
    throw redirect({ to: '/signup', replace: true });
  },
});
