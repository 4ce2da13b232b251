#!/usr/bin/env node
/**
 * Prints the median Lighthouse figures per page from lhci's .lighthouseci/lhr-*.json (the runs
 * `lhci collect` just made), as a Markdown table, and writes it to .tmp/lighthouse-summary.md.
 * `lhci assert` (lighthouserc.json) is what passes or fails; this only reports.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = '.lighthouseci';
const runs = readdirSync(dir)
  .filter((f) => /^lhr-.*\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')));
const byUrl = new Map();
for (const lhr of runs) {
  const key = new URL(lhr.requestedUrl).pathname;
  if (!byUrl.has(key)) byUrl.set(key, []);
  byUrl.get(key).push(lhr);
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const score = (lhr, c) => lhr.categories[c]?.score ?? Number.NaN;
const audit = (lhr, a) => lhr.audits[a]?.numericValue ?? Number.NaN;
const scriptBytes = (lhr) =>
  lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN;
const lines = [
  '| page | runs | performance | accessibility | best practices | LCP ms | TBT ms | CLS | JS transferred KiB |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];
for (const [path, list] of byUrl) {
  const m = (f) => median(list.map(f));
  lines.push(
    `| ${path} | ${list.length} | ${m((l) => score(l, 'performance')).toFixed(2)} | ${m((l) => score(l, 'accessibility')).toFixed(2)} | ${m((l) => score(l, 'best-practices')).toFixed(2)} | ${m((l) => audit(l, 'largest-contentful-paint')).toFixed(0)} | ${m((l) => audit(l, 'total-blocking-time')).toFixed(0)} | ${m((l) => audit(l, 'cumulative-layout-shift')).toFixed(3)} | ${(m(scriptBytes) / 1024).toFixed(1)} |`,
  );
}
const failing = new Map();
for (const lhr of runs) {
  for (const [id, a] of Object.entries(lhr.audits)) {
    if (a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary') {
      const k = `${new URL(lhr.requestedUrl).pathname}: ${id} (${a.title})`;
      failing.set(k, (failing.get(k) ?? 0) + 1);
    }
  }
}
const text = `Lighthouse ${runs[0]?.lighthouseVersion ?? ''}, ${runs[0]?.configSettings.formFactor ?? ''}, medians of the runs:\n\n${lines.join('\n')}\n`;
console.log(text);
if (failing.size > 0)
  console.log(`Failed pass/fail audits (runs):\n${[...failing].map(([k, n]) => `- ${k} ×${n}`).join('\n')}`);
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/lighthouse-summary.md', text);
