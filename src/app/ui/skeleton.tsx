import './data.css';

export interface SkeletonProps {
  /** Number of placeholder lines. */
  lines?: number;
  /** Read by screen readers while loading. */
  label?: string;
}

/** Grey placeholder lines shown while a screen's data loads. */
export function Skeleton({ lines = 5, label = 'Loading' }: SkeletonProps) {
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}
