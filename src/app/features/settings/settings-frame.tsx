import type { ReactNode } from 'react';
import { isAdminRole } from '../../../contract/roles';
import { SETTINGS_HEADINGS } from './headings';
import { readSessionSnapshot } from '../../lib/session';
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

/** Shown to owners and admins only, as the log and the rules themselves are. */
const ADMIN_TABS = [
  { label: 'Approval rules', to: '/dashboard/settings/approval-rules' },
  { label: 'Audit log', to: '/dashboard/settings/audit-log' },
] as const;

/** A settings screen: its heading (from the settings heading table), the settings tabs, and the screen. */
export function SettingsFrame({ path, children }: { path: keyof typeof SETTINGS_HEADINGS; children: ReactNode }) {
  return (
    <div className="screen">
      <PageHeader {...SETTINGS_HEADINGS[path]} />
      <TabsNav
        label={SETTINGS_TABS.label}
        items={isAdminRole(readSessionSnapshot().role) ? [...SETTINGS_TABS.items, ...ADMIN_TABS] : SETTINGS_TABS.items}
      />
      {children}
    </div>
  );
}
