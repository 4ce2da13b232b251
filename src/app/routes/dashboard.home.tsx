import { createFileRoute } from '@tanstack/react-router';
import { HomeGuideScreen } from '../features/guides/home-guide';

export const Route = createFileRoute('/dashboard/home')({ component: HomeGuideScreen });
