import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readSessionSnapshot } from '../../lib/session';
import { useWhiteLabel } from '../../lib/whitelabel';
import { BrandMark } from '../../ui/brand-mark';
import { Button } from '../../ui/button';
import { useRouteVisitLog } from './use-route-visit-log';
import { useSignOut } from './use-sign-out';
import './dashboard.css';

/** The minimal authenticated frame (the shell issue replaces it with the full shell). */
export function DashboardFrame() {
  const { productName } = useWhiteLabel();
  const signOut = useSignOut();
  const session = readSessionSnapshot();
  useRouteVisitLog();

  useEffect(() => {
    document.title = `${session.companyName ?? 'Dashboard'} · ${productName}`;
  }, [productName, session.companyName]);

  return (
    <div className="dashboard">
      <header className="dashboard-bar">
        <div className="dashboard-brand">
          <BrandMark />
          <span className="dashboard-brand-name">{productName}</span>
        </div>
        <div className="dashboard-account">
          <span className="dashboard-account-name">{session.companyName}</span>
          <Button variant="secondary" onClick={() => signOut.mutate()} isPending={signOut.isPending}>
            Sign out
          </Button>
        </div>
      </header>
      <main className="dashboard-main">
        <Outlet />
      </main>
    </div>
  );
}
