import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readSessionSnapshot, SESSION_CHANGED_EVENT } from '../../lib/session';
import { storage } from '../../lib/storage';

/** What the shell reads from the stored session (spec 1 §3 "Local storage keeps"). */
export function readShellSession() {
  const snapshot = readSessionSnapshot();
  const user = snapshot.user;
  return {
    ...snapshot,
    accountId: storage.get('userAccountID'),
    country: storage.get('userCountry') ?? snapshot.business?.country ?? null,
    roleId: storage.get('roleId'),
    fullName: user ? `${user.first_name} ${user.last_name}`.trim() : '',
  };
}
export type ShellSession = ReturnType<typeof readShellSession>;

interface ShellSessionValue {
  session: ShellSession;
  /** Re-reads storage after the shell changed it (mode switch). */
  refresh: () => void;
}

const ShellSessionContext = createContext<ShellSessionValue | null>(null);

export function ShellSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readShellSession);
  const refresh = useCallback(() => setSession(readShellSession()), []);
  useEffect(() => {
    window.addEventListener(SESSION_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, refresh);
  }, [refresh]);
  const value = useMemo(() => ({ session, refresh }), [session, refresh]);
  return <ShellSessionContext.Provider value={value}>{children}</ShellSessionContext.Provider>;
}

export function useShellSession(): ShellSessionValue {
  const value = useContext(ShellSessionContext);
  if (value) return value;
  // Outside the provider (component tests): read storage directly.
  return { session: readShellSession(), refresh: () => {} };
}
