import type { ReactNode } from 'react';

export interface FormAlertProps {
  children?: ReactNode;
  tone?: 'danger' | 'success' | 'info';
  id?: string;
}

/** The alert region near a form: always in the DOM so screen readers announce new messages. */
export function FormAlert({ children, tone = 'danger', id }: FormAlertProps) {
  return (
    <div id={id} role={tone === 'danger' ? 'alert' : 'status'} className="alert" data-tone={tone}>
      {children}
    </div>
  );
}
