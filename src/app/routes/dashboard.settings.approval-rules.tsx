import { createFileRoute } from '@tanstack/react-router';
import { approvalRulesQuery } from '../features/settings/api';
import { ApprovalRulesScreen } from '../features/settings/approval-rules-screen';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/settings/approval-rules')({
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(approvalRulesQuery())),
  component: ApprovalRulesScreen,
});
