import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/page-header';
import { TabsNav } from '../../ui/tabs-nav';

export const SETTINGS_TABS = {
  label: 'Settings',
  items: [
    { label: 'General', to: '/dashboard/settings/general' },
    { label: 'Team', to: '/dashboard/settings/users' },
    { label: 'API keys', to: '/dashboard/settings/apis' },
    { label: 'Webhooks', to: '/dashboard/settings/webhooks' },
    { label: 'Businesses', to: '/dashboard/settings/accounts' },
    { label: 'Bank account', to: '/dashboard/settings/bankaccount' },
    { label: 'Whitelisted IPs', to: '/dashboard/settings/whitelist-ip' },
  ],
} as const;

export function SettingsFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="screen">
      <PageHeader eyebrow="Settings" title={title} description={description} />
      <TabsNav label={SETTINGS_TABS.label} items={SETTINGS_TABS.items} />
      {children}
    </div>
  );
}
