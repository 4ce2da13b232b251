/**
 * Amounts in emails and server-rendered pages (no Intl on the hot path, same text on any server):
 * integer maths, comma thousands, 2 decimals, e.g. "NGN 1,500.00".
 */
export function plainAmount(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${sign}${major}.${String(abs % 100).padStart(2, '0')}`;
}
