import { useEffect, useState } from 'react';

/**
 * Seconds left before a new code may be sent ('Resend Code in N seconds'), one less each second down to
 * zero. It starts at `from` and starts again whenever `from` changes (a new answer's wait) or `restart`
 * is called (a code sent again with the same wait).
 */
export function useCountdown(from = 0) {
  const [seconds, setSeconds] = useState(from);
  useEffect(() => setSeconds(from), [from]);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, restart: setSeconds };
}
