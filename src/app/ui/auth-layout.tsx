import { Spinner } from './spinner';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

export interface AuthLayoutProps {
  productName: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The public screens' frame: a centred card on desktop, full width on a phone. */
export function AuthLayout({ productName, title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <header className="auth-brand">
        <BrandMark />
        <span>{productName}</span>
      </header>
      <main className="auth-card">
        <div>
          <h1 className="auth-title">{title}</h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </main>
      <footer className="auth-footer">Secured connection · {productName}</footer>
    </div>
  );
}

export interface AuthLoadingProps {
  productName: string;
  title: string;
  /** What is being waited for, read out by screen readers. */
  label: string;
}

/** An auth screen waiting on the server (checking a link, loading an invitation). */
export function AuthLoading({ productName, title, label }: AuthLoadingProps) {
  return (
    <AuthLayout productName={productName} title={title}>
      <div className="page-loading auth-loading">
        <Spinner label={label} />
      </div>
    </AuthLayout>
  );
}
