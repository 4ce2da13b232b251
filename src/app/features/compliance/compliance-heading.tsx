import { COMPLIANCE_HEADINGS } from './headings';

const HEADING = COMPLIANCE_HEADINGS['/dashboard/compliance'];

export interface ComplianceHeadingProps {
  /** The line above the title (greeting and progress): the app's alone, empty in the first frame. */
  eyebrow: string;
}

/**
 * The compliance screen's heading, where every new merchant lands: its title and description are the
 * largest text of the screen. The screen and the server's first frame (src/app/first-frame/) both render
 * it, so the page paints that text before any code arrives and the app's first commit moves nothing.
 * The eyebrow keeps its one-line height when empty (compliance.css).
 */
export function ComplianceHeading({ eyebrow }: ComplianceHeadingProps) {
  return (
    <header className="compliance-header">
      <p className="compliance-eyebrow">{eyebrow}</p>
      <h1>{HEADING.title}</h1>
      <p className="compliance-description">{HEADING.description}</p>
    </header>
  );
}
