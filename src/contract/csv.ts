/**
 * The one CSV writer of the product (server reports, the app's exports): RFC 4180 quoting, and every
 * cell that begins with =, +, -, @, tab or carriage return is prefixed with an apostrophe so that a
 * spreadsheet shows it as text and never runs it as a formula (DESIGN §7). No exemptions: '-1+cmd|'
 * is as dangerous as '=cmd|', so a negative number is written as text too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows, CRLF line ends (RFC 4180), a line end after the last row. */
export function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
