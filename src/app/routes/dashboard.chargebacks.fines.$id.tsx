import { createFileRoute } from '@tanstack/react-router';
import { FineDetail } from '../features/disputes/chargebacks-screen';

export const Route = createFileRoute('/dashboard/chargebacks/fines/$id')({ component: FineDetail });
