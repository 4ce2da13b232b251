import { createFileRoute } from '@tanstack/react-router';
import { CapitalScreen } from '../features/capital/capital-screen';

export const Route = createFileRoute('/dashboard/capital')({ component: CapitalScreen });
