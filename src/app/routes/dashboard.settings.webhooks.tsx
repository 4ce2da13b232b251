import { createFileRoute } from '@tanstack/react-router';
import { WebhooksSettingsScreen } from '../features/settings/webhooks-screen';

export const Route = createFileRoute('/dashboard/settings/webhooks')({ component: WebhooksSettingsScreen });
