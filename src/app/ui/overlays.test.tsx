import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

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

function Example({ isOpen }: { isOpen: boolean }) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={() => {}}>
      <Modal>
        <Dialog>
          <Heading slot="title">Example</Heading>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

describe('deferred overlays', () => {
  it('render nothing while closed, then the react-aria dialog once opened, and stay mounted to animate out', async () => {
    const { container, rerender } = render(<Example isOpen={false} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Example isOpen />);
    // A deadline, not a verdict: the first open imports react-aria's overlays, slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Example' }, { timeout: 25_000 });
    expect(dialog).toBeTruthy();

    rerender(<Example isOpen={false} />);
    // Closed again: react-aria removes the dialog (after its exit animation, none in jsdom).
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

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
  { kind: 'modal', name: 'Example', Overlay: Example },
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
      // react-aria waits on the cancelled transition, which never finishes (with no transition at all it
      // would have removed the overlay within this render)…
      expect(screen.queryByRole('dialog', { name })).not.toBeNull();
      // …and the overlay goes anyway once its exit time has passed.
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), {
        timeout: OVERLAY_EXIT_MS * 6,
      });
    });
  }

  it('opens again when reopened within its exit time', async () => {
    const { rerender } = render(<Example isOpen />);
    expect(await screen.findByRole('dialog', { name: 'Example' }, { timeout: 25_000 })).toBeTruthy();
    rerender(<Example isOpen={false} />);
    rerender(<Example isOpen />);
    await new Promise((resolve) => setTimeout(resolve, OVERLAY_EXIT_MS * 2));
    expect(screen.getByRole('dialog', { name: 'Example' })).toBeTruthy();
  });
});
