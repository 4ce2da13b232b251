import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import type { PageHeading } from './page-heading';

export interface FormScreenProps {
  /** The screen's entry of its area's heading table. */
  heading: PageHeading;
  /** A link back to the list. */
  back: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** A create screen: the page header with its way back, then the form. */
export function FormScreen({ heading, back, children }: FormScreenProps) {
  return (
    <div className="screen">
      <PageHeader {...heading} back={back} />
      {children}
    </div>
  );
}
