import { createFileRoute } from '@tanstack/react-router';
import { hasActiveLoan } from '../../contract/capital';
import { CapitalScreen } from '../features/capital/capital-screen';
import { activeLoanQuery, loanHistoryQuery, loanOfferQuery } from '../queries/capital';
import { awaitScreenData } from '../queries/screen-data';

export const Route = createFileRoute('/dashboard/capital')({
  // The offer, then the active loan when the offer says there is one, and the history's first page.
  loader: ({ context }) =>
    awaitScreenData(
      context.queryClient
        .ensureQueryData(loanOfferQuery())
        .then((offer) => (hasActiveLoan(offer) ? context.queryClient.ensureQueryData(activeLoanQuery()) : undefined)),
      context.queryClient.ensureQueryData(loanHistoryQuery({ page: 1, q: '' })),
    ),
  component: CapitalScreen,
});
