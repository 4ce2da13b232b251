#!/usr/bin/env node
/**
 * The figures of Lighthouse reports: `figuresOf` reads one report (lhr), `medianFigures` takes the
 * median of several runs of a page. `npm run bench` uses both (scripts/bench/lighthouse.mjs). Run as a
 * script it prints the medians per page of lhci's .lighthouseci/lhr-*.json (after a plain
 * `npx lhci collect --config=lighthouserc.json`) as a Markdown table, and writes .tmp/lighthouse-summary.md.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One run's figures: scores 0-1, LCP and TBT in ms, CLS, JS transferred in bytes. */
export function figuresOf(lhr) {
  const score = (c) => lhr.categories?.[c]?.score ?? Number.NaN;
  const audit = (a) => lhr.audits?.[a]?.numericValue ?? Number.NaN;
  const resources = lhr.audits?.['resource-summary']?.details?.items ?? [];
  const script = resources.find((i) => i.resourceType === 'script');
  const failedAudits = Object.entries(lhr.audits ?? {})
    .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map(([id]) => id);
  // The scripts the page loaded during the run, by chunk name (the build's hash left out).
  const scripts = (lhr.audits?.['network-requests']?.details?.items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .map((i) =>
      new URL(i.url).pathname
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, ''),
    );
  // The element whose paint is the LCP (Lighthouse 12: the first table of the audit's details).
  const lcpNode = lhr.audits?.['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: script?.transferSize ?? (resources.length > 0 ? 0 : Number.NaN),
    totalBytes: resources.find((i) => i.resourceType === 'total')?.transferSize ?? Number.NaN,
    finalPath: lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : undefined,
    runtimeError: lhr.runtimeError?.code,
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? ''})`.slice(0, 120) : undefined,
    failedAudits,
    scripts,
  };
}

/** Median of each figure over a page's runs. */
export function medianFigures(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  return {
    runs: runs.length,
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    scriptBytes: m('scriptBytes'),
    totalBytes: m('totalBytes'),
  };
}

function main() {
  const dir = '.lighthouseci';
  const byUrl = new Map();
  for (const f of readdirSync(dir).filter((name) => /^lhr-.*\.json$/.test(name))) {
    const lhr = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
    const key = new URL(lhr.requestedUrl).pathname;
    if (!byUrl.has(key)) byUrl.set(key, { version: lhr.lighthouseVersion, runs: [] });
    byUrl.get(key).runs.push(figuresOf(lhr));
  }
  const lines = [
    '| page | runs | performance | accessibility | best practices | LCP ms | TBT ms | CLS | JS transferred KiB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [path, { runs }] of byUrl) {
    const m = medianFigures(runs);
    lines.push(
      `| ${path} | ${m.runs} | ${m.performance.toFixed(2)} | ${m.accessibility.toFixed(2)} | ${m.bestPractices.toFixed(2)} | ${m.lcp.toFixed(0)} | ${m.tbt.toFixed(0)} | ${m.cls.toFixed(3)} | ${(m.scriptBytes / 1024).toFixed(1)} |`,
    );
  }
  const version = [...byUrl.values()][0]?.version ?? '';
  const text = `Lighthouse ${version}, medians of the runs:\n\n${lines.join('\n')}\n`;
  console.log(text);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/lighthouse-summary.md', text);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
