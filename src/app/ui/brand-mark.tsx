export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path d="M9 20.5 14 10h4l5 10.5h-3.6l-1-2.3h-4.9l-1 2.3H9Zm5.6-5h2.8L16 12.3l-1.4 3.2Z" fill="#fff" />
    </svg>
  );
}
