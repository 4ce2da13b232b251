import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('the CSV writer', () => {
  it('escapes every cell that begins with =, +, -, @, tab or CR, and nothing else changes (property)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.tuple(fc.constantFrom(...DANGEROUS), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
      fc.constantFrom("-1+cmd|' /C calc'!A0", '=HYPERLINK("http://x")', '+1', '-2.50', '@SUM(A1)', '\t=1', '\r=1'),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        // A plain first column: a row of one empty cell is an empty line, which parsers skip.
        const table = rows.map((r) => ['row', ...Array.from({ length: width }, (_, i) => r[i] ?? '')]);
        const text = toCsv(table[0]!, table.slice(1));
        const parsed = Papa.parse<string[]>(text.replace(/\r\n$/, ''), { newline: '\r\n', delimiter: ',' }).data;
        expect(parsed).toHaveLength(table.length);
        for (const [r, row] of parsed.entries()) {
          for (const [c, value] of row.entries()) {
            const original = table[r]![c]!;
            expect(
              DANGEROUS.some((d) => value.startsWith(d)),
              JSON.stringify(value),
            ).toBe(false);
            expect(value).toBe(DANGEROUS.some((d) => original.startsWith(d)) ? `'${original}` : original);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("escapes the probe's payload that passed the old guard", () => {
    expect(csvCell("-1+cmd|' /C calc'!A0")).toBe("'-1+cmd|' /C calc'!A0");
    expect(csvCell('-12.50')).toBe("'-12.50");
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(toCsv(['a', 'b'], [['x,y', '=SUM(A1)']])).toBe('a,b\r\n"x,y",\'=SUM(A1)\r\n');
  });
});
