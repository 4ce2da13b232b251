import { createFileRoute } from '@tanstack/react-router';
import { SalesModeScreen } from '../features/salesmode/salesmode-screen';

export const Route = createFileRoute('/dashboard/salesmode')({
  component: SalesModeScreen,
});
