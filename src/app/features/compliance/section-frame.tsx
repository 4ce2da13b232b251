import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { fieldsLeftText, type SectionId } from '../../../contract/compliance-rules';

export interface SectionFrameProps {
  id: SectionId;
  step: number;
  title: string;
  caption: string;
  /** Fields still to do; undefined until the section's form has counted them (blank meanwhile). */
  left: number | undefined;
  done: boolean;
  children: ReactNode;
}

/** One accordion section: title, caption, the counter and the done checkmark (spec 2 §2). */
export function SectionFrame({ id, step, title, caption, left, done, children }: SectionFrameProps) {
  return (
    <Disclosure id={id} className="compliance-section" data-done={done || undefined}>
      <Heading level={2} className="compliance-section-heading">
        <AriaButton slot="trigger" className="compliance-section-trigger">
          <span className="compliance-step" aria-hidden="true" data-done={done || undefined}>
            {done ? '✓' : step}
          </span>
          <span className="compliance-section-text">
            <span className="compliance-section-title">{title}</span>
            <span className="compliance-section-caption">{caption}</span>
            <span className="compliance-counter" data-testid={`${id}-counter`}>
              {done ? <span className="visually-hidden">Done. </span> : null}
              {left === undefined ? null : fieldsLeftText(left)}
            </span>
          </span>
          <span className="compliance-chevron" aria-hidden="true" />
        </AriaButton>
      </Heading>
      <DisclosurePanel className="compliance-panel">{children}</DisclosurePanel>
    </Disclosure>
  );
}

export interface SectionActionsProps {
  children: ReactNode;
}
/** The section's action button: sticky at the bottom on phones. */
export function SectionActions({ children }: SectionActionsProps) {
  return <div className="compliance-actions">{children}</div>;
}
