import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type * as Aria from './aria-overlays';

/*
 * Dialogs, sheets and popovers with react-aria's behaviour (focus trapped and restored, Escape and
 * outside clicks, aria-modal, the rest of the page hidden from screen readers), loaded when one first
 * opens. A closed overlay renders nothing, so the screens' first loads carry none of react-aria's
 * overlay machinery, which was the largest part of every dashboard screen's code and start-up work.
 * A closed overlay stays mounted for OVERLAY_EXIT_MS so its closing animation plays. The code comes
 * from the service worker's precache after the first visit, so opening is immediate.
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

/**
 * How long a closed overlay may take to leave: the longest exit transition (modal-dialog.css: 200 ms;
 * the shell's popovers: --motion-fast) and a margin. react-aria unmounts a closing overlay once the
 * browser says its transitions finished; a transition the browser cancels never says so, and react-aria
 * then keeps the overlay for good: invisible, yet over the page and still a dialog to assistive
 * technology (seen in the phone journeys: a link of the More sheet opened its screen and the sheet
 * stayed). Past this time the overlay is unmounted whatever the browser said.
 */
export const OVERLAY_EXIT_MS = 500;

/** Mounted while open and for OVERLAY_EXIT_MS after closing (so closing can animate, and then ends). */
function useMountedWhileClosing(isOpen: boolean | undefined): boolean {
  const [kept, setKept] = useState(Boolean(isOpen));
  useEffect(() => {
    if (isOpen) {
      setKept(true);
      return;
    }
    const timer = setTimeout(() => setKept(false), OVERLAY_EXIT_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);
  return Boolean(isOpen) || kept;
}

export function ModalOverlay(props: ComponentProps<typeof Aria.ModalOverlay>) {
  if (!useMountedWhileClosing(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalOverlay {...props} />
    </Suspense>
  );
}

/** A popover opened by a trigger of the caller's (pass triggerRef, isOpen and onOpenChange). */
export function Popover(props: ComponentProps<typeof Aria.Popover>) {
  if (!useMountedWhileClosing(props.isOpen)) return null;
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
