import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../contract/constants';
import { toasterMounted } from './toast';
import './sonner-toaster.css';

/** sonner's Toaster with the app's settings; loaded lazily by ui/toaster.tsx. */
export function SonnerToaster() {
  useEffect(() => {
    // sonner subscribes in its own effect, which ran before this one (children first).
    toasterMounted(1);
    return () => toasterMounted(-1);
  }, []);
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      theme="system"
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
