import { useState } from 'react';
import { UI_FLAG_KEYS, uiFlag } from './ui-flags';
import { useShellSession } from './shell-session';

/** The Product Update alert of the switcher (spec 1 §2), dismissed with Got it, remembered per user. */
export function ProductUpdate() {
  const { session } = useShellSession();
  const userId = session.user?.id ?? 0;
  const [seen, setSeen] = useState(() => uiFlag.get(UI_FLAG_KEYS.productUpdateSeen(userId)));
  if (seen) return null;
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
          setSeen(true);
        }}
      >
        Got it
      </button>
    </section>
  );
}
