import { renderToStaticMarkup } from 'react-dom/server';
import { type FirstFrames, PRODUCT_SLOT } from '../../contract/first-frame';
import { HEADERLESS_ROUTES, NAMED_ROUTES } from '../../contract/named-routes';
import { ComplianceHeading } from '../features/compliance/compliance-heading';
import { ShellFrame } from '../features/shell/shell-frame';
import { AuthLayout } from '../ui/auth-layout';
import { PageHeader } from '../ui/page-header';
import { type PageHeading, withProduct } from '../ui/page-heading';
import { Skeleton } from '../ui/skeleton';
import { allHeadings } from './all-headings';

/**
 * The first frame of every screen, rendered from the app's own components (the sign-in card, the
 * dashboard frame, the page header, the brand mark) with each route's heading. Run at build time
 * (scripts/render-first-frames.mjs), never in the browser: no app code is added for it. The product
 * name is left as PRODUCT_SLOT for the server to fill in per deployment.
 */
/** Where the build script writes them (the script reads it from here, not from TypeScript itself). */
export { FIRST_FRAMES_FILE } from '../../contract/first-frame';

export function renderFirstFrames(): FirstFrames {
  const routes: Record<string, string> = {};
  for (const [path, heading] of Object.entries(allHeadings)) {
    routes[path] = renderToStaticMarkup(<FirstFrame path={path} heading={heading} />);
  }
  return { routes, dashboard: renderToStaticMarkup(<FirstFrame path="/dashboard" />) };
}

interface FirstFrameProps {
  path: string;
  /** None: the dashboard's bars around loading placeholders. */
  heading?: PageHeading;
}

function FirstFrame({ path, heading }: FirstFrameProps) {
  const text = (words: string) => withProduct(words, PRODUCT_SLOT);
  if (!path.startsWith('/dashboard')) {
    if (!heading) return null;
    return (
      <AuthLayout
        productName={PRODUCT_SLOT}
        title={text(heading.title)}
        subtitle={heading.description ? text(heading.description) : undefined}
      >
        <FormPlaceholder />
      </AuthLayout>
    );
  }
  const headerless = HEADERLESS_ROUTES.some((name) => NAMED_ROUTES[name] === path);
  return (
    <ShellFrame productName={PRODUCT_SLOT} breadcrumbs={heading ? !headerless : true}>
      {path === NAMED_ROUTES.compliance ? (
        <div className="screen compliance-screen">
          <ComplianceHeading eyebrow="" />
          <Skeleton />
        </div>
      ) : (
        <div className="screen">
          {heading ? (
            <PageHeader
              firstFrame
              eyebrow={heading.eyebrow}
              title={text(heading.title)}
              description={heading.description ? text(heading.description) : undefined}
            />
          ) : null}
          <Skeleton />
        </div>
      )}
    </ShellFrame>
  );
}

/** The sign-in card's fields, as placeholders at their height. */
function FormPlaceholder() {
  return (
    <div className="app-shell-form" role="status">
      <span className="visually-hidden">Loading</span>
      <span className="app-shell-field" />
      <span className="app-shell-field" />
      <span className="app-shell-field" />
    </div>
  );
}
