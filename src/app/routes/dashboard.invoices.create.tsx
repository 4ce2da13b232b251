import { createFileRoute } from '@tanstack/react-router';
import { InvoiceCreateScreen } from '../features/invoices/invoices-screens';

export const Route = createFileRoute('/dashboard/invoices/create')({ component: InvoiceCreateScreen });
