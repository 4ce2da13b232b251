import { useCallback, useEffect, useState } from 'react';
import { RESEND_LOCK_MS } from '../../contract/constants';

/**
 * Resend is locked for a moment after each use (spec 2 §2: 3 s), so a second tap cannot ask for a
 * second code while the first is on its way.
 */
export function useResendLock(ms = RESEND_LOCK_MS) {
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), ms);
    return () => clearTimeout(timer);
  }, [locked, ms]);
  const lock = useCallback(() => setLocked(true), []);
  return { locked, lock };
}
