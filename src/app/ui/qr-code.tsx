import { encodeQR } from 'qr';
import { useMemo } from 'react';

export interface QrCodeProps {
  /** What the code holds (a payment link's address). */
  value: string;
  /** What a screen reader hears instead of the pattern. */
  label: string;
  className?: string;
}

/**
 * A QR code as one SVG path: crisp at any size (a phone, a counter's screen, a print), no canvas; black on white in
 * either theme, as scanners need. Medium error correction keeps it readable through glare or
 * a scratched screen while staying coarse enough to scan from across a counter.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { path, size } = useMemo(() => {
    const modules = encodeQR(value, 'raw', { ecc: 'medium', border: 4 });
    let d = '';
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, size: modules.length };
  }, [value]);
  return (
    <svg
      className={['qr-code', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
