import { createFileRoute } from '@tanstack/react-router';
import { AuditLogScreen } from '../features/settings/audit-log-screen';

export const Route = createFileRoute('/dashboard/settings/audit-log')({ component: AuditLogScreen });
