import { useId } from 'react';
import { Switch } from './switch';
import { type PushOptInState, usePushOptIn } from '../lib/push-subscription';
import './push-opt-in.css';

const STATE_TEXT: Record<PushOptInState, string> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot show alerts. Install the app or use a browser with web push.',
  denied: 'Alerts are blocked for this site. Allow notifications in your browser settings to turn them on.',
  off: 'Off on this device.',
  on: 'On: this device is alerted when a transfer needs approval.',
};

export interface PushOptInProps {
  /** Smaller text for the bell menu. */
  compact?: boolean;
}

/**
 * The opt-in for transfer-approval alerts: a switch the user turns on (the browser's
 * permission prompt comes from that gesture), with the device's state said in words.
 */
export function PushOptIn({ compact = false }: PushOptInProps) {
  const { state, error, busy, enable, disable } = usePushOptIn();
  const hintId = useId();
  const disabled = state === 'checking' || state === 'unsupported' || state === 'denied';
  return (
    <div className="push-opt-in" data-compact={compact || undefined}>
      {/* While saving, the switch ignores taps but stays enabled: a disabled control drops the focus to the
          page, and the bell menu it sits in then no longer closes with Escape. */}
      <Switch
        className="switch"
        isSelected={state === 'on'}
        isDisabled={disabled}
        aria-busy={busy || undefined}
        onChange={(on) => {
          if (!busy) void (on ? enable() : disable());
        }}
        aria-describedby={hintId}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">Transfer approval alerts</span>
      </Switch>
      <p id={hintId} className="push-opt-in-state" aria-live="polite">
        {busy ? 'Saving…' : STATE_TEXT[state]}
      </p>
      {error ? (
        <p className="push-opt-in-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
