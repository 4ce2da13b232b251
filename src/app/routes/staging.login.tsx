import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/staging/login')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
