import { createFileRoute } from '@tanstack/react-router';
import { WebhooksSettingsScreen } from '../features/settings/settings-screens';

export const Route = createFileRoute('/dashboard/settings/webhooks')({ component: WebhooksSettingsScreen });
