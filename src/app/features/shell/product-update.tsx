import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CURRENT_SIDEBAR_VERSION } from '../../../contract/keystores';
import { keystoresQuery, keystoreValue, useSaveKeystore } from '../../queries/keystores';
import { useShellSession } from './shell-session';
import { UI_FLAG_KEYS, uiFlag } from './ui-flags';

/**
 * The Product Update alert of the switcher (spec 1 §2), dismissed with Got it. The server keeps which one
 * the user saw (keystore sidebar_version), so it is not shown again on their other devices; this device
 * also remembers it, for when the server cannot be reached.
 */
export function ProductUpdate() {
  const { session } = useShellSession();
  const userId = session.user?.id ?? 0;
  const [seenHere, setSeenHere] = useState(() => uiFlag.get(UI_FLAG_KEYS.productUpdateSeen(userId)));
  const settings = useQuery({ ...keystoresQuery(), enabled: !seenHere });
  const save = useSaveKeystore();
  const seenElsewhere = keystoreValue(settings.data, 'sidebar_version')?.key_value === CURRENT_SIDEBAR_VERSION;
  // Nothing until the server answered: an alert that flashes and goes is worse than one a moment late.
  if (seenHere || seenElsewhere || settings.isPending) return null;
  return (
    <section className="product-update" aria-labelledby="product-update-title">
      <h2 id="product-update-title" className="product-update-title">
        Product Update
      </h2>
      <p className="product-update-body">Switch between your businesses here, or add a new one.</p>
      <button
        type="button"
        className="button product-update-action"
        data-variant="ghost"
        onClick={() => {
          uiFlag.set(UI_FLAG_KEYS.productUpdateSeen(userId), true);
          setSeenHere(true);
          save.mutate({ name: 'sidebar_version', value: CURRENT_SIDEBAR_VERSION });
        }}
      >
        Got it
      </button>
    </section>
  );
}
