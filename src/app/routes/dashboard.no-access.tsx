import { createFileRoute } from '@tanstack/react-router';
import { NoAccessScreen } from '../features/no-access/no-access-screen';

export const Route = createFileRoute('/dashboard/no-access')({ component: NoAccessScreen });
