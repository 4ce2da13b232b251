import { createFileRoute } from '@tanstack/react-router';
import { beneficiariesQuery } from '../features/transfers/api';
import { BeneficiariesScreen } from '../features/transfers/beneficiaries';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/transfers/beneficiaries')({
  // The first page, unsearched (the screen keeps its page and search in itself).
  loader: ({ context }) => awaitScreenData(context.queryClient.ensureQueryData(beneficiariesQuery(1, ''))),
  component: BeneficiariesScreen,
});
