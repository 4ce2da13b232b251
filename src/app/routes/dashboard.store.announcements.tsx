import { createFileRoute } from '@tanstack/react-router';
import { StoreAnnouncementsScreen } from '../features/store/store-screens';

export const Route = createFileRoute('/dashboard/store/announcements')({ component: StoreAnnouncementsScreen });
