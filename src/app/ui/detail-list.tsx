import type { ReactNode } from 'react';
import './data.css';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A record's fields as a definition list: two columns on a wide screen, stacked on a phone. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="detail-list">
      {items.map((item) => (
        <div key={item.label} className="detail-item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A white panel with an optional heading. */
export function Panel({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="panel" aria-label={title}>
      {title || actions ? (
        <div className="panel-head">
          {title ? <h2 className="panel-title">{title}</h2> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
