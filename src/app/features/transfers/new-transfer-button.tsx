import { useState } from 'react';
import { Button } from '../../ui/button';
import { type NewTransferInitial, NewTransferSheet } from './new-transfer';

export interface NewTransferButtonProps {
  label?: string;
  initial?: NewTransferInitial;
  variant?: 'primary' | 'secondary';
}

/** 'Send money': opens the transfer sheet. */
export function NewTransferButton({ label = 'Send money', initial, variant = 'primary' }: NewTransferButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <NewTransferSheet isOpen={open} onOpenChange={setOpen} initial={initial} />
    </>
  );
}
