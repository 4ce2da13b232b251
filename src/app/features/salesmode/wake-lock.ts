import { useEffect } from 'react';

/**
 * Keeps the screen awake while the component is shown, where the Wake Lock API exists. The browser
 * releases the lock when the page is hidden, so it is asked for again each time the page is shown.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLockLike> } })
      .wakeLock;
    if (!wakeLock) return;
    let lock: WakeLockLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((got) => {
          if (stopped) void got.release();
          else lock = got;
        })
        // Refused (battery saver, no user gesture yet): the counter works, the screen may dim.
        .catch(() => {});
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, []);
}

interface WakeLockLike {
  release: () => Promise<void>;
}
