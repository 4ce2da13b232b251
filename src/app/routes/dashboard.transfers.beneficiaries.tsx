import { createFileRoute } from '@tanstack/react-router';
import { BeneficiariesScreen } from '../features/transfers/transfers-screens';

export const Route = createFileRoute('/dashboard/transfers/beneficiaries')({ component: BeneficiariesScreen });
