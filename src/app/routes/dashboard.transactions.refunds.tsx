import { createFileRoute } from '@tanstack/react-router';
import { RefundsScreen } from '../features/transactions/refunds-screen';

export const Route = createFileRoute('/dashboard/transactions/refunds')({ component: RefundsScreen });
