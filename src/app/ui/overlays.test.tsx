import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const { Dialog, Heading, Modal, ModalOverlay } = await vi.importActual<typeof import('./overlays')>('./overlays');

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
