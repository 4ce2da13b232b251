import { createFileRoute } from '@tanstack/react-router';
import { ApprovalRulesScreen } from '../features/settings/approval-rules-screen';

export const Route = createFileRoute('/dashboard/settings/approval-rules')({ component: ApprovalRulesScreen });
