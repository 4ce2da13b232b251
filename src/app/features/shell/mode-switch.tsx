import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Switch } from '../../ui/switch';
import { toast } from '../../ui/toast';
import { MODE_MESSAGES } from '../../../contract/accounts';
import { isOtpRequired } from '../../../contract/auth';
import { saveAccountSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { createTokens, refreshAccountData, updateMode } from './api';
import { useShellSession } from './shell-session';
import { errorText } from './use-account-switch';

export const MODE_SWITCH_REFUSED = 'Only approved accounts can switch between test and live mode.';

/**
 * The test/live switch (spec 1 §4). Only AA accounts can switch; elsewhere it is disabled
 * with the reason. Success: toast, stored userState, tokens re-issued for the current
 * account and keys refreshed. Failure: the server's message in red and the switch reverts.
 */
export function ModeSwitch({ label = 'Live Mode', complianceStatus }: { label?: string; complianceStatus: string }) {
  const { session, refresh } = useShellSession();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [selected, setSelected] = useState(session.isLive);
  const [isPending, setPending] = useState(false);
  const allowed = complianceStatus === 'AA';

  useEffect(() => setSelected(session.isLive), [session.isLive]);

  const change = async (live: boolean) => {
    setSelected(live);
    setPending(true);
    try {
      await updateMode(live ? 'prod' : 'test');
      storage.set('userState', live ? 'true' : 'false');
      toast.success(live ? MODE_MESSAGES.live : MODE_MESSAGES.test);
      const accountId = session.accountId;
      if (accountId !== null) {
        try {
          const answer = await createTokens({ account: accountId, toggle: true });
          if (!isOtpRequired(answer)) saveAccountSession(answer);
        } catch {
          // The mode changed; the old tokens stay valid until they expire.
        }
      }
      await refreshAccountData();
      refresh();
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'whitelabel' });
    } catch (error) {
      setSelected(!live);
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mode-switch">
      <Switch
        className="switch"
        isSelected={selected}
        isDisabled={!allowed || isPending}
        onChange={(live) => void change(live)}
        aria-describedby={allowed ? undefined : hintId}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">{label}</span>
      </Switch>
      {allowed ? null : (
        <p id={hintId} className="mode-switch-hint">
          {MODE_SWITCH_REFUSED}
        </p>
      )}
    </div>
  );
}
