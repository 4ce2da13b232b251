import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UPLOT_PINNED, uplotWithLazyIntl } from '../vite.config';

// vite.config.ts edits uPlot's published file as text (its Intl objects made on first use). The edit
// was written for one uPlot release: another must fail here, in npm test, and say what to do.
const RECHECK = `vite.config.ts patches uPlot's published file (uplot-lazy-intl), written for uPlot ${UPLOT_PINNED}. Before moving the pin: check the patch still applies and still keeps Intl out of the module's evaluation (this file), measure again (npm run bench -- --ab HEAD --patch scripts/bench/variants/no-uplot-patch.patch --only lighthouse --pages /dashboard/overview/total), then update UPLOT_PINNED, the exact version in package.json and docs/decisions/uplot-build-patch.md.`;

const UPLOT_FILE = 'node_modules/uplot/dist/uPlot.esm.js';
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** Evaluates a copy of uPlot's module and counts the Intl objects made meanwhile. */
async function intlMadeAtLoad(code: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'uplot-'));
  const file = join(dir, 'uPlot.mjs');
  writeFileSync(file, code);
  let made = 0;
  const { NumberFormat, DateTimeFormat } = Intl;
  // Counting subclasses stand in for the two constructors while the module is evaluated.
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made++;
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made++;
    }
  } as typeof DateTimeFormat;
  try {
    await import(/* @vite-ignore */ pathToFileURL(file).href);
    return made;
  } finally {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('uPlot pinned for the lazy-Intl build patch', () => {
  it('is the pinned release, installed and declared exactly', () => {
    const declared = json('package.json').dependencies.uplot;
    const installed = json('node_modules/uplot/package.json').version;
    expect(declared, `package.json declares uPlot ${declared}, not exactly ${UPLOT_PINNED}. ${RECHECK}`).toBe(
      UPLOT_PINNED,
    );
    expect(installed, `uPlot ${installed} is installed. ${RECHECK}`).toBe(UPLOT_PINNED);
  });

  it('makes no Intl object while the patched module loads (the published one makes two)', async () => {
    const published = readFileSync(UPLOT_FILE, 'utf8');
    let patched = '';
    expect(() => {
      patched = uplotWithLazyIntl(published);
    }, RECHECK).not.toThrow();
    expect(await intlMadeAtLoad(published), `the published module's Intl objects are gone. ${RECHECK}`).toBe(2);
    expect(await intlMadeAtLoad(patched), `the patched module still makes Intl objects at load. ${RECHECK}`).toBe(0);
  });
});
