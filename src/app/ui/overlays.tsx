import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';
import type * as Aria from './aria-overlays';

/*
 * Dialogs, sheets and popovers with react-aria's behaviour (focus trapped and restored, Escape and
 * outside clicks, aria-modal, the rest of the page hidden from screen readers), loaded when one first
 * opens. A closed overlay renders nothing, so the screens' first loads carry none of react-aria's
 * overlay machinery, which was the largest part of every dashboard screen's code and start-up work.
 * Once opened, an overlay stays mounted so its closing animation plays. The code comes from the
 * service worker's precache after the first visit, so opening is immediate.
 *
 * Use these in place of react-aria-components' ModalOverlay, Modal, Dialog, Heading, Popover and
 * OverlayArrow; the props are theirs.
 */

const load = () => import('./aria-overlays');

function deferred<K extends keyof typeof Aria>(name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType<ComponentProps<(typeof Aria)[K]>> })));
}

const LazyModalOverlay = deferred('ModalOverlay');
const LazyPopover = deferred('Popover');

/** Mounts once first open, then stays (so closing can animate). */
function useOpenedOnce(isOpen: boolean | undefined): boolean {
  const [opened, setOpened] = useState(Boolean(isOpen));
  if (isOpen && !opened) setOpened(true);
  return opened;
}

export function ModalOverlay(props: ComponentProps<typeof Aria.ModalOverlay>) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalOverlay {...props} />
    </Suspense>
  );
}

/** A popover opened by a trigger of the caller's (pass triggerRef, isOpen and onOpenChange). */
export function Popover(props: ComponentProps<typeof Aria.Popover>) {
  if (!useOpenedOnce(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPopover {...props} />
    </Suspense>
  );
}

// Only ever rendered inside an opened ModalOverlay or Popover, whose Suspense covers them.
export const Modal = deferred('Modal');
export const Dialog = deferred('Dialog');
export const Heading = deferred('Heading');
export const OverlayArrow = deferred('OverlayArrow');
