import { createFileRoute } from '@tanstack/react-router';
import { BeneficiariesScreen } from '../features/transfers/beneficiaries';

export const Route = createFileRoute('/dashboard/transfers/beneficiaries')({ component: BeneficiariesScreen });
