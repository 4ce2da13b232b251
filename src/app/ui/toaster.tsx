import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterWanted, toasterWanted } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster').then((m) => ({ default: m.SonnerToaster })));

/** Toasts: red for errors, 3000 ms by default (spec 1 §8). sonner loads with the first toast (ui/toast.ts). */
export function Toaster() {
  const [wanted, setWanted] = useState(toasterWanted);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
