import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every animation of the app's styles moves only what the compositor can animate by itself (transform,
 * opacity). Any other property is recomputed and repainted on the main thread every frame: the loading
 * placeholders' sheen once animated its background, and on a phone's slowed CPU that repaint took 16-50
 * ms a frame, for as long as the app took to start behind the server's frame.
 */
const COMPOSITED = new Set(['transform', 'opacity']);
const APP = 'src/app';

const cssFiles = readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(APP, file));

/** Each @keyframes rule's name and the properties its frames set. */
function keyframes(css: string): { name: string; properties: string[] }[] {
  const found: { name: string; properties: string[] }[] = [];
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
      end++;
    }
    const body = css.slice(match.index + match[0].length, end - 1).replace(/\/\*[\s\S]*?\*\//g, '');
    const properties = [...body.matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1] ?? '');
    found.push({ name: match[1] ?? '', properties });
  }
  return found;
}

describe("the app's animations", () => {
  it('are read from every stylesheet of the app', () => {
    const all = cssFiles.flatMap((file) => keyframes(readFileSync(file, 'utf8')));
    expect(all.map((k) => k.name)).toEqual(expect.arrayContaining(['skeleton-shimmer', 'spin']));
  });

  it('move only transform and opacity', () => {
    const offending = cssFiles.flatMap((file) =>
      keyframes(readFileSync(file, 'utf8'))
        .filter((k) => k.properties.some((p) => !COMPOSITED.has(p)))
        .map((k) => `${file}: @keyframes ${k.name} sets ${k.properties.join(', ')}`),
    );
    expect(offending).toEqual([]);
  });

  it('would name a moving background', () => {
    const css = '@keyframes sheen { from { background-position: 200% 0; } to { background-position: -200% 0; } }';
    expect(keyframes(css)).toEqual([{ name: 'sheen', properties: ['background-position', 'background-position'] }]);
  });
});
