import type { QueryClient } from '@tanstack/react-query';
import { complianceStatusQuery } from '../../queries/compliance-status';
import { awaitScreenData } from '../../queries/screen-data';
import { settlementAccountsQuery } from '../../queries/settlement-accounts';

/** The setup and onboarding routes' loader: the steps' two answers, the compliance status and the bank accounts. */
export const ensureSetupSteps = (queryClient: QueryClient) =>
  awaitScreenData(
    queryClient.ensureQueryData(complianceStatusQuery()),
    queryClient.ensureQueryData(settlementAccountsQuery()),
  );
