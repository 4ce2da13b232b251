import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The component tests get react-aria's overlays directly (test/setup.ts); these test the app's own.
const { Dialog, Heading, Modal, ModalOverlay, OVERLAY_EXIT_MS, Popover } =
  await vi.importActual<typeof import('./overlays')>('./overlays');

/** Exit transitions the browser cancelled: react-aria waits on their `finished`, which only rejects. */
function cancelledExitTransitions(): () => void {
  const scope = globalThis as { CSSTransition?: unknown };
  const hadCssTransition = 'CSSTransition' in scope;
  scope.CSSTransition ??= class {};
  const getAnimations = function (this: Element) {
    if (!this.hasAttribute('data-exiting')) return [];
    const finished = Promise.reject(new DOMException('The transition was cancelled', 'AbortError'));
    finished.catch(() => undefined);
    return [{ playState: 'running', finished }];
  };
  Object.defineProperty(Element.prototype, 'getAnimations', { value: getAnimations, configurable: true });
  return () => {
    Reflect.deleteProperty(Element.prototype, 'getAnimations');
    if (!hadCssTransition) Reflect.deleteProperty(scope, 'CSSTransition');
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function Sheet({ isOpen }: { isOpen: boolean }) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={() => {}}>
      <Modal>
        <Dialog>
          <Heading slot="title">More</Heading>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function Menu({ isOpen }: { isOpen: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={trigger}>
        Notifications
      </button>
      <Popover triggerRef={trigger} isOpen={isOpen} onOpenChange={() => {}}>
        <Dialog aria-label="Notifications">Nothing new</Dialog>
      </Popover>
    </>
  );
}

const cases = [
  { kind: 'modal', name: 'More', Overlay: Sheet },
  { kind: 'popover', name: 'Notifications', Overlay: Menu },
] as const;

describe('a closed overlay', () => {
  for (const { kind, name, Overlay } of cases) {
    it(`leaves the page even when the browser cancels its exit transition (${kind})`, async () => {
      const { rerender } = render(<Overlay isOpen />);
      // A deadline, not a verdict: the first open imports react-aria's overlays, slow on a busy machine.
      expect(await screen.findByRole('dialog', { name }, { timeout: 25_000 })).toBeTruthy();

      restore = cancelledExitTransitions();
      rerender(<Overlay isOpen={false} />);
      // react-aria waits on the cancelled transition, which never finishes…
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog', { name })).not.toBeNull();
      // …and the overlay goes anyway once its exit time has passed.
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), {
        timeout: OVERLAY_EXIT_MS * 6,
      });
    });
  }

  it('opens again when reopened within its exit time', async () => {
    const { rerender } = render(<Sheet isOpen />);
    expect(await screen.findByRole('dialog', { name: 'More' }, { timeout: 25_000 })).toBeTruthy();
    rerender(<Sheet isOpen={false} />);
    rerender(<Sheet isOpen />);
    await new Promise((resolve) => setTimeout(resolve, OVERLAY_EXIT_MS * 2));
    expect(screen.getByRole('dialog', { name: 'More' })).toBeTruthy();
  });
});
