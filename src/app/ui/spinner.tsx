export interface SpinnerProps {
  /** Read by screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  if (!label) return <span className="spinner" aria-hidden="true" />;
  return (
    <span role="status" className="row">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
