import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../contract/constants';

/** Toasts: red for errors, 3000 ms by default (spec 1 §8). */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      theme="system"
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
